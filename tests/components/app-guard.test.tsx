import { screen, waitFor } from "@testing-library/react";
import type { User } from "@supabase/supabase-js";

import { RequireAuth } from "@/app/layouts/require-auth";
import { renderRoutes } from "../setup/render";

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

function renderGuarded(initialEntries = ["/dashboard"]) {
  return renderRoutes(
    [
      {
        path: "/dashboard",
        element: (
          <div data-testid="guard-host">
            <RequireAuth />
          </div>
        ),
        children: [{ index: true, element: <h1>Isi Dashboard</h1> }],
      },
      { path: "/login", element: <h1>Halaman Login</h1> },
      { path: "/", element: <h1>Beranda</h1> },
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
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("redirects a signed-out visitor to /login, replacing the history entry", async () => {
    const { router } = renderGuarded(["/", "/dashboard"]);

    expect(await screen.findByRole("heading", { name: "Halaman Login" })).toBeInTheDocument();
    expect(screen.queryByText("Isi Dashboard")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.historyAction).toBe("REPLACE");

    // /dashboard was replaced, so going back lands on the page before it.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("renders the admin content for a signed-in user (non-admins too; the server refuses their writes)", async () => {
    auth.state = { session: {}, user: admin, isLoading: false };
    const { router } = renderGuarded();

    expect(await screen.findByRole("heading", { name: "Isi Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
