/**
 * Shared steps of the admin component tests (tests/components/admin-*.test.tsx):
 * the real route table, signed in as the demo administrator, MSW at the network edge.
 */
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { signInAs } from "../msw/auth";
import { renderRoute } from "../setup/render";

// Admin pages are lazily loaded route chunks: the first render of a file can take a moment.
configure({ asyncUtilTimeout: 4000 });

/** Renders an admin route signed in as `role` (default: the demo administrator). */
export function renderAdmin(path: string, role: "admin" | "user" = "admin") {
  signInAs(role);
  return renderRoute(path);
}

/** The open dialog (form or confirmation) with the given accessible name. */
export async function findDialog(name: string | RegExp) {
  return screen.findByRole(name === "Apakah Anda yakin?" ? "alertdialog" : "dialog", { name });
}

/** Opens the (first) row menu labelled 'Aksi untuk {rowLabel}' and picks `item`. */
export async function pickRowAction(user: UserEvent, rowLabel: string, item: string) {
  const [trigger] = await screen.findAllByRole("button", { name: `Aksi untuk ${rowLabel}` });
  await user.click(trigger);
  await user.click(await screen.findByRole("menuitem", { name: item }));
}

/** Waits for a visible toast whose title is exactly `title`; checks its variant (default: success style). */
export async function expectToast(title: string, variant: "default" | "destructive" = "default") {
  const toast = await waitFor(() => {
    const match = screen
      .getAllByText(title)
      .map((el) => el.closest("[data-slot=toast]"))
      .find((el): el is HTMLElement => !!el);
    expect(match, `toast '${title}'`).toBeTruthy();
    return match!;
  });
  expect(toast).toHaveAttribute("data-variant", variant);
  return toast;
}

/** Waits until the dialog with this name is gone. */
export async function expectDialogClosed(name: string | RegExp) {
  await waitFor(() => expect(screen.queryByRole("dialog", { name })).not.toBeInTheDocument());
}

/** A small PNG file (under 1 MB: uploaded without compression). */
export function pngFile(name = "foto.png", bytes = 68) {
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/**
 * Puts a text file into an image input: the file dialog would not offer it (accept="image/*"),
 * but a drop or "all files" can; the form must refuse it with 'File harus berupa gambar.'.
 */
export async function uploadNonImage(input: HTMLElement) {
  expect(input).toHaveAttribute("accept", "image/*");
  await userEvent.setup({ applyAccept: false }).upload(input, new File(["x"], "catatan.txt", { type: "text/plain" }));
}
