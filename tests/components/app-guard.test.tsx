import { act, screen, waitFor } from "@testing-library/react";
import type { User } from "@supabase/supabase-js";

import { RequireAuth } from "@/app/layouts/require-auth";
import { renderRoutes } from "../setup/render";
import { paths } from "@/config/paths";

const auth = vi.hoisted(() => ({
  state: { session: null as unknown, user: null as unknown, isLoading: false },
}));

vi.mock("@/features/auth/api/session", () => ({
  useSession: () => auth.state,
  useKeepAlive: () => ({}),
  useAuthSync: () => {},
  useSignOut: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));

const admin = { id: "u1", email: "admin@example.com", user_metadata: { first_name: "Admin" } } as unknown as User;

function renderGuarded(initialEntries = [paths.admin.dashboard.getHref()]) {
  return renderRoutes(
    [
      {
        path: paths.admin.dashboard.getHref(),
        element: (
          <div data-testid="guard-host">
            <RequireAuth />
          </div>
        ),
        children: [{ index: true, element: <h1>Isi Dashboard</h1> }],
      },
      { path: paths.login.getHref(), element: <h1>Halaman Login</h1> },
      { path: paths.home.path, element: <h1>Beranda</h1> },
    ],
    { initialEntries, bootstrapSession: false },
  );
}

describe("RequireAuth (admin guard)", () => {
  beforeEach(() => {
    auth.state = { session: null, user: null, isLoading: false };
  });

  it("renders nothing while the session is loading", () => {
    auth.state = { session: null, user: null, isLoading: true };
    const { router } = renderGuarded();

    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getByTestId("guard-host")).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe(paths.admin.dashboard.getHref());
  });

  it(`redirects a signed-out visitor to ${paths.login.path}, replacing the history entry`, async () => {
    const { router } = renderGuarded([paths.home.getHref(), paths.admin.dashboard.getHref()]);

    expect(await screen.findByRole("heading", { name: "Halaman Login" })).toBeInTheDocument();
    expect(screen.queryByText("Isi Dashboard")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login.getHref());
    expect(router.state.historyAction).toBe("REPLACE");

    // /dashboard was replaced, so going back lands on the page before it.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home.getHref()));
  });

  it("renders the admin content for a signed-in user (non-admins too; the server refuses their writes)", async () => {
    auth.state = { session: {}, user: admin, isLoading: false };
    const { router } = renderGuarded();

    expect(await screen.findByRole("heading", { name: "Isi Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.dashboard.getHref());
  });
});
