/**
 * StoredImage (src/components/stored-image.tsx): the panel's thumbnails and previews show the withheld copy
 * of a content image (an announcement not yet published, a banner before its period) when the public URL
 * fails, and nothing else: no fallback for other addresses, none when there is no copy.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { StoredImage } from "@/components/stored-image";

// The panel's registered auth client, reading the private bucket with the administrator's session.
const download = vi.fn<(name: string) => Promise<{ data: Blob | null; error: Error | null }>>();
const from = vi.fn((bucket: string) => ({ download: (name: string) => download(`${bucket}:${name}`) }));
let signedIn = true;
vi.mock("@/lib/auth-registry", () => ({ registeredAuthClient: () => (signedIn ? { storage: { from } } : null) }));
const withheldImageUrl = {
  mockResolvedValue: (url: string | null) => {
    download.mockResolvedValue(url ? { data: new Blob(["x"]), error: null } : { data: null, error: new Error("Object not found") });
    URL.createObjectURL = vi.fn(() => url ?? "");
    URL.revokeObjectURL = vi.fn();
  },
};

const PUBLIC = "http://127.0.0.1:54321/storage/v1/object/public/announcements/1795618517109.png";

describe("StoredImage", () => {
  beforeEach(() => {
    download.mockReset();
    signedIn = true;
  });

  it("shows the public URL while it loads, and nothing is fetched for it", () => {
    render(<StoredImage src={PUBLIC} alt="Gambar pengumuman" />);
    expect(screen.getByRole("img", { name: "Gambar pengumuman" })).toHaveAttribute("src", PUBLIC);
    expect(download).not.toHaveBeenCalled();
  });

  it("falls back to the withheld copy when the public URL fails", async () => {
    withheldImageUrl.mockResolvedValue("blob:withheld-copy");
    render(<StoredImage src={PUBLIC} alt="Gambar pengumuman" />);
    fireEvent.error(screen.getByRole("img", { name: "Gambar pengumuman" }));
    await waitFor(() => expect(screen.getByRole("img", { name: "Gambar pengumuman" })).toHaveAttribute("src", "blob:withheld-copy"));
    expect(download).toHaveBeenCalledWith("withheld-images:announcements/1795618517109.png");
    // the copy failing too does not loop
    fireEvent.error(screen.getByRole("img", { name: "Gambar pengumuman" }));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it("keeps the broken public URL when there is no withheld copy, and never looks for one outside the content buckets", async () => {
    withheldImageUrl.mockResolvedValue(null);
    const { rerender } = render(<StoredImage src={PUBLIC} alt="Gambar" />);
    fireEvent.error(screen.getByRole("img", { name: "Gambar" }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("img", { name: "Gambar" })).toHaveAttribute("src", PUBLIC);

    const avatar = "http://127.0.0.1:54321/storage/v1/object/public/avatars/u1/1.png";
    rerender(<StoredImage src={avatar} alt="Gambar" />);
    fireEvent.error(screen.getByRole("img", { name: "Gambar" }));
    rerender(<StoredImage src="blob:new-file" alt="Gambar" />);
    fireEvent.error(screen.getByRole("img", { name: "Gambar" }));
    await new Promise((r) => setTimeout(r, 20));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it("does nothing without a signed-in panel (a visitor's page)", async () => {
    signedIn = false;
    render(<StoredImage src={PUBLIC} alt="Gambar" />);
    fireEvent.error(screen.getByRole("img", { name: "Gambar" }));
    await new Promise((r) => setTimeout(r, 20));
    expect(download).not.toHaveBeenCalled();
    expect(screen.getByRole("img", { name: "Gambar" })).toHaveAttribute("src", PUBLIC);
  });
});
