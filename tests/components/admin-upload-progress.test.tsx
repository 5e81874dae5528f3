import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import imageCompression from "browser-image-compression";
import { UploadProgress } from "@/components/upload-progress";
import type { UploadTaskHandle } from "@/hooks/use-upload-task";
import { db } from "../msw/db";
import { pendingTusUploads } from "../msw/controls";
import { failNext, getRequests, setDelay } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, pngFile, renderAdmin } from "./admin-helpers";
import { releaseCompression } from "./held-compression";
import { paths } from "@/config/paths";

vi.mock("browser-image-compression", () => import("./held-compression").then((m) => m.heldCompressionModule));

function handle(state: UploadTaskHandle["state"], cancel = vi.fn()): UploadTaskHandle {
  return { state, cancel, run: vi.fn() } as unknown as UploadTaskHandle;
}

describe("UploadProgress", () => {
  it("shows nothing when idle", () => {
    const { container } = render(<UploadProgress upload={handle({ phase: "idle" })} kind="foto" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the compression percentage with a progress bar and a cancel button", async () => {
    const cancel = vi.fn();
    render(<UploadProgress upload={handle({ phase: "compressing", percent: 45 }, cancel)} kind="gambar" />);
    expect(screen.getByText("Mengompresi gambar... 45%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Kompresi gambar" })).toHaveAttribute("aria-valuenow", "45");
    await userEvent.click(screen.getByRole("button", { name: "Batalkan Unggahan" }));
    expect(cancel).toHaveBeenCalledOnce();
  });

  it("shows the upload percentage and megabytes sent", () => {
    render(
      <UploadProgress upload={handle({ phase: "uploading", loaded: 440_000, total: 1_048_576 })} kind="foto" />,
    );
    expect(screen.getByText("Mengunggah foto... 41% (0.42 MB dari 1.00 MB)")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Unggahan foto" })).toHaveAttribute("aria-valuenow", "41");
    expect(screen.getByRole("status")).toHaveTextContent("Mengunggah foto");
  });

  it("cannot be cancelled once the file is up and the row is being written", () => {
    render(<UploadProgress upload={handle({ phase: "saving" })} kind="avatar" />);
    expect(screen.getByText("Avatar terunggah. Menyimpan data...")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Batalkan Unggahan" })).not.toBeInTheDocument();
  });
});

async function openAddPhoto(file: File) {
  const rendered = renderAdmin(paths.admin.gallery.getHref());
  const { user } = rendered;
  await user.click(await screen.findByRole("button", { name: "Tambah Foto" }));
  const dialog = await findDialog("Tambah Foto");
  await user.upload(within(dialog).getByLabelText("Foto"), file);
  await user.type(within(dialog).getByLabelText("Keterangan"), "Praktik jaringan");
  await user.type(within(dialog).getByLabelText("Teks Alternatif"), "Peserta memasang kabel");
  await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
  return { ...rendered, dialog };
}

describe("Uploading a photo in the admin (resumable upload)", () => {
  it("shows compression progress, then uploads the compressed file and saves", async () => {
    const rowsBefore = db.gallery.length;
    const { dialog } = await openAddPhoto(pngFile("besar.png", 1_200_000));
    expect(await within(dialog).findByText("Mengompresi foto... 40%")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Menyimpan..." })).toBeDisabled();
    expect(vi.mocked(imageCompression)).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ maxSizeMB: 1, onProgress: expect.any(Function), signal: expect.any(AbortSignal) }),
    );
    releaseCompression();
    await expectToast("Foto berhasil ditambahkan.");
    await expectDialogClosed("Tambah Foto");
    expect(db.gallery).toHaveLength(rowsBefore + 1);
    const upload = getRequests("storage", "upload").at(-1)!;
    expect(upload.url.pathname).toBe("/storage/v1/upload/resumable");
    expect(upload.body).toMatchObject({ size: 300 * 1024, type: "image/png" });
  });

  it("cancelling during the compression stores nothing", async () => {
    const rowsBefore = db.gallery.length;
    const { user, dialog } = await openAddPhoto(pngFile("besar.png", 1_200_000));
    await within(dialog).findByText("Mengompresi foto... 40%");
    await user.click(within(dialog).getByRole("button", { name: "Batalkan Unggahan" }));
    await expectToast("Unggahan dibatalkan.");
    expect(getRequests("storage", "upload")).toHaveLength(0);
    expect(db.gallery).toHaveLength(rowsBefore);
    // The form stays open with its values, ready to try again.
    expect(within(dialog).getByLabelText("Keterangan")).toHaveValue("Praktik jaringan");
    expect(within(dialog).getByRole("button", { name: "Simpan" })).toBeEnabled();
  });

  it("cancelling while the bytes are sent terminates the upload: nothing in the bucket, no row", async () => {
    setDelay("storage", "upload-data", "infinite");
    const rowsBefore = db.gallery.length;
    const objectsBefore = db.storage.length;
    const { user, dialog } = await openAddPhoto(pngFile("kecil.png", 50_000));
    expect(await within(dialog).findByText(/^Mengunggah foto\.\.\. 0% \(0\.00 MB dari 0\.05 MB\)$/)).toBeInTheDocument();
    await waitFor(() => expect(getRequests("storage", "upload-data")).toHaveLength(1));
    await user.click(within(dialog).getByRole("button", { name: "Batalkan Unggahan" }));
    await expectToast("Unggahan dibatalkan.");
    await waitFor(() => expect(getRequests("storage", "upload-cancel")).toHaveLength(1));
    expect(pendingTusUploads.size).toBe(0);
    expect(db.storage).toHaveLength(objectsBefore);
    expect(db.gallery).toHaveLength(rowsBefore);
    expect(screen.queryByTestId("upload-progress")).not.toBeInTheDocument();
  });

  it("resumes after the connection breaks mid-upload: asks the server's offset, then sends the rest", async () => {
    failNext("storage", "upload-data", { status: 500 });
    const rowsBefore = db.gallery.length;
    await openAddPhoto(pngFile("kecil.png", 50_000));
    await expectToast("Foto berhasil ditambahkan.");
    expect(getRequests("storage", "upload")).toHaveLength(1); // one upload, not a new one
    expect(getRequests("storage", "upload-offset").length).toBeGreaterThanOrEqual(1);
    const sends = getRequests("storage", "upload-data");
    expect(sends.map((r) => r.status ?? 204)).toEqual([500, 204]);
    expect(db.gallery).toHaveLength(rowsBefore + 1);
    expect(db.storage.find((o) => o.name === db.gallery.at(-1)!.filePath)?.size).toBe(50_000);
  });

  it("a refused upload is reported with the failure toast and leaves nothing", async () => {
    failNext("storage", "upload", { status: 403, message: "new row violates row-level security policy" });
    const rowsBefore = db.gallery.length;
    const objectsBefore = db.storage.length;
    await openAddPhoto(pngFile("kecil.png", 5_000));
    const toast = await expectToast("Gagal menambahkan foto.", "destructive");
    expect(toast).toHaveTextContent("Upload failed: new row violates row-level security policy");
    expect(db.storage).toHaveLength(objectsBefore);
    expect(db.gallery).toHaveLength(rowsBefore);
  });
});
