import { act, render, screen } from "@testing-library/react";
import imageCompression from "browser-image-compression";
import { UPLOAD_CANCELLED } from "@/components/mutation-toast";
import { toast } from "@/components/ui/use-toast";
import { useImageSave, type ImageSave } from "@/components/use-image-save";
import { pngFile } from "./admin-helpers";

vi.mock(import("@/components/ui/use-toast"), async (importOriginal) => ({ ...(await importOriginal()), toast: vi.fn() }));

// jsdom has no canvas: the compression reports 40 % and waits until the test releases it (or it is aborted).
let releaseCompression: (() => void) | null = null;
vi.mock("browser-image-compression", () => ({
  default: vi.fn(
    (file: File, options: { onProgress?: (p: number) => void; signal?: AbortSignal }) =>
      new Promise<File>((resolve, reject) => {
        options.onProgress?.(40);
        options.signal?.addEventListener("abort", () => reject(options.signal!.reason));
        releaseCompression = () => resolve(new File([new Uint8Array(300 * 1024)], file.name, { type: file.type }));
      }),
  ),
}));

const texts = { success: "Foto berhasil ditambahkan.", failure: "Gagal menambahkan foto." };

/** Renders a form's use of the hook: its status line, and the hook itself for the test to call. */
function renderImageSave() {
  const hook: { current: ImageSave | null } = { current: null };
  function Form() {
    const image = useImageSave("foto");
    hook.current = image;
    return image.status;
  }
  const rendered = render(<Form />);
  return { ...rendered, image: () => hook.current! };
}

afterEach(() => {
  releaseCompression = null;
  vi.mocked(toast).mockClear();
  vi.mocked(imageCompression).mockClear();
});

describe("useImageSave", () => {
  it("without an image: nothing is compressed, the write gets null with the upload control, then the success toast", async () => {
    const { image } = renderImageSave();
    const write = vi.fn().mockResolvedValue({ id: 1 });
    let saved: boolean | undefined;
    await act(async () => {
      saved = await image().save(null, write, texts);
    });
    expect(saved).toBe(true);
    expect(imageCompression).not.toHaveBeenCalled();
    expect(write).toHaveBeenCalledWith(null, { signal: expect.any(AbortSignal), onProgress: expect.any(Function) });
    expect(toast).toHaveBeenCalledWith({ title: texts.success });
  });

  it("a large image is compressed first (its progress is the status line), then written compressed", async () => {
    const { image } = renderImageSave();
    const write = vi.fn().mockResolvedValue({ id: 1 });
    let saving!: Promise<boolean>;
    act(() => {
      saving = image().save(pngFile("besar.png", 1_200_000), write, texts);
    });
    expect(await screen.findByText("Mengompresi foto... 40%")).toBeInTheDocument();
    expect(write).not.toHaveBeenCalled();
    await act(async () => {
      releaseCompression!();
      await saving;
    });
    expect(write).toHaveBeenCalledOnce();
    expect(write.mock.calls[0][0]).toMatchObject({ name: "besar.png", size: 300 * 1024 });
    expect(screen.queryByTestId("upload-progress")).not.toBeInTheDocument();
  });

  it("a failed write resolves to false with the failure toast and the error's message", async () => {
    const { image } = renderImageSave();
    let saved: boolean | undefined;
    await act(async () => {
      saved = await image().save(pngFile("kecil.png", 5_000), () => Promise.reject(new Error("Upload failed")), texts);
    });
    expect(saved).toBe(false);
    expect(toast).toHaveBeenCalledWith({ title: texts.failure, description: "Upload failed", variant: "destructive" });
  });

  it("closing the form (unmount) cancels a running save: nothing is written, 'Unggahan dibatalkan.'", async () => {
    const { image, unmount } = renderImageSave();
    const write = vi.fn();
    let saving!: Promise<boolean>;
    act(() => {
      saving = image().save(pngFile("besar.png", 1_200_000), write, texts);
    });
    await screen.findByText("Mengompresi foto... 40%");
    unmount();
    expect(await saving).toBe(false);
    expect(write).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: UPLOAD_CANCELLED, description: "Tidak ada yang disimpan." });
  });
});
