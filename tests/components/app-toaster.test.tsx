import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { TOAST_DURATION } from "@/components/ui/toast";
import { renderWithProviders } from "../setup/render";

vi.mock("@/features/auth/api/session", () => ({
  useSession: () => ({ session: null, user: null, isLoading: false }),
  useKeepAlive: () => ({}),
  useAuthSync: () => {},
  useSignOut: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));

function Harness() {
  return (
    <div>
      <Button onClick={() => toast({ title: "Jadwal berhasil ditambahkan.", description: "Batch 1" })}>Satu</Button>
      <Button onClick={() => toast({ title: "Gagal menghapus jadwal.", variant: "destructive" })}>Dua</Button>
    </div>
  );
}

const region = () => screen.getByRole("region", { name: /Notifikasi/ });

describe("Toaster", () => {
  it("shows a toast with title and description", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Satu" }));
    // the toaster is loaded with the first toast
    const list = within(await screen.findByRole("region", { name: /Notifikasi/ }));
    expect(await list.findByText("Jadwal berhasil ditambahkan.")).toBeInTheDocument();
    expect(list.getByText("Batch 1")).toBeInTheDocument();
  });

  it("keeps one toast visible at a time (a new one replaces the current one)", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Satu" }));
    await user.click(screen.getByRole("button", { name: "Dua" }));

    const title = await within(await screen.findByRole("region", { name: /Notifikasi/ })).findByText("Gagal menghapus jadwal.");
    expect(within(region()).queryByText("Jadwal berhasil ditambahkan.")).not.toBeInTheDocument();
    expect(within(region()).getAllByRole("listitem", { hidden: true })).toHaveLength(1);
    expect(title.closest("[data-slot=toast]")).toHaveAttribute("data-variant", "destructive");
  });

  it("is dismissed by the close button labelled 'Tutup'", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Satu" }));
    await within(await screen.findByRole("region", { name: /Notifikasi/ })).findByText("Jadwal berhasil ditambahkan.");

    await user.click(within(region()).getByRole("button", { name: "Tutup" }));
    await waitFor(() => expect(screen.queryByText("Jadwal berhasil ditambahkan.")).not.toBeInTheDocument());
  });

  it("is dismissed by Escape", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Satu" }));
    await within(await screen.findByRole("region", { name: /Notifikasi/ })).findByText("Jadwal berhasil ditambahkan.");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("Jadwal berhasil ditambahkan.")).not.toBeInTheDocument());
  });

  it("focuses the notification region with F8", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Satu" }));
    await within(await screen.findByRole("region", { name: /Notifikasi/ })).findByText("Jadwal berhasil ditambahkan.");

    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(region()).toHaveAttribute("aria-label", "Notifikasi (F8)");
    expect(region().contains(document.activeElement)).toBe(true);
  });

  it("closes by itself after 5000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<Harness />);
      act(() => {
        toast({ title: "Profil berhasil diperbarui." });
      });
      expect(await screen.findByText("Profil berhasil diperbarui.")).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION - 500);
      });
      expect(screen.getByText("Profil berhasil diperbarui.")).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(1000);
      });
      await waitFor(() => expect(screen.queryByText("Profil berhasil diperbarui.")).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it("is dismissed by a swipe of at least 50 px, not by a shorter one", async () => {
    renderWithProviders(<Harness />);
    act(() => {
      toast({ title: "Foto berhasil dihapus." });
    });
    const item = (await screen.findByText("Foto berhasil dihapus.")).closest("[data-slot=toast]")!;

    const swipe = (dx: number) => {
      fireEvent.pointerDown(item, { button: 0, clientX: 0, clientY: 0, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: dx / 2, clientY: 0, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: dx, clientY: 0, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: dx, clientY: 0, pointerId: 1 });
    };

    swipe(30);
    expect(screen.getByText("Foto berhasil dihapus.")).toBeInTheDocument();

    swipe(60);
    await waitFor(() => expect(screen.queryByText("Foto berhasil dihapus.")).not.toBeInTheDocument());
  });
});
