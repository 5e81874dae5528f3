import { act, render, screen } from "@testing-library/react";
import imageCompression from "browser-image-compression";
import { UPLOAD_CANCELLED } from "@/components/mutation-toast";
import { toast } from "@/components/ui/use-toast";
import { useFormSave, type FormSave } from "@/components/use-form-save";
import { pngFile } from "./admin-helpers";
import { releaseCompression } from "./held-compression";

vi.mock(import("@/components/ui/use-toast"), async (importOriginal) => ({ ...(await importOriginal()), toast: vi.fn() }));

vi.mock("browser-image-compression", () => import("./held-compression").then((m) => m.heldCompressionModule));

type Values = { caption: string; photo: File | null };
const texts = { success: "Foto berhasil ditambahkan.", failure: "Gagal menambahkan foto." };

/** Renders a form's use of the hook: its status line, and `submit` for the test to call. */
function renderFormSave(save: Omit<FormSave<Values, unknown, "photo">, "texts">) {
  const hook: { submit: ((values: Values) => Promise<boolean>) | null } = { submit: null };
  function Form() {
    const { submit, status } = useFormSave<Values, unknown, "photo">({ texts, ...save });
    hook.submit = submit;
    return <>{status}</>;
  }
  const rendered = render(<Form />);
  return { ...rendered, submit: (values: Values) => hook.submit!(values) };
}

afterEach(() => vi.mocked(toast).mockClear());

describe("useFormSave", () => {
  it("without an image field: the write gets null and the upload control, then the success toast and onSaved with its result", async () => {
    const write = vi.fn().mockResolvedValue({ id: 7 });
    const onSaved = vi.fn();
    const { submit, container } = renderFormSave({ write, onSaved });
    let saved: boolean | undefined;
    await act(async () => {
      saved = await submit({ caption: "Praktik", photo: pngFile("besar.png", 1_200_000) });
    });
    expect(saved).toBe(true);
    expect(imageCompression).not.toHaveBeenCalled();
    expect(write).toHaveBeenCalledWith({ caption: "Praktik", photo: expect.any(File) }, null, {
      signal: expect.any(AbortSignal),
      onProgress: expect.any(Function),
    });
    expect(toast).toHaveBeenCalledWith({ title: texts.success });
    expect(onSaved).toHaveBeenCalledWith({ id: 7 });
    expect(container).toBeEmptyDOMElement();
  });

  it("with an image field but no file chosen: nothing is compressed, the write gets null", async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    const { submit } = renderFormSave({ image: { kind: "foto", name: "photo" }, write });
    await act(async () => {
      await submit({ caption: "Praktik", photo: null });
    });
    expect(imageCompression).not.toHaveBeenCalled();
    expect(write.mock.calls[0][1]).toBeNull();
  });

  it("a large image is compressed first (its progress is the status line), then written compressed", async () => {
    const write = vi.fn().mockResolvedValue({ id: 1 });
    const { submit } = renderFormSave({ image: { kind: "foto", name: "photo" }, write });
    let saving!: Promise<boolean>;
    act(() => {
      saving = submit({ caption: "Praktik", photo: pngFile("besar.png", 1_200_000) });
    });
    expect(await screen.findByText("Mengompresi foto... 40%")).toBeInTheDocument();
    expect(write).not.toHaveBeenCalled();
    await act(async () => {
      releaseCompression();
      await saving;
    });
    expect(write).toHaveBeenCalledOnce();
    expect(write.mock.calls[0][1]).toMatchObject({ name: "besar.png", size: 300 * 1024 });
    expect(screen.queryByTestId("upload-progress")).not.toBeInTheDocument();
  });

  it("a failed write resolves to false with the failure toast and the error's message; onSaved is not called", async () => {
    const onSaved = vi.fn();
    const { submit } = renderFormSave({
      image: { kind: "foto", name: "photo" },
      write: () => Promise.reject(new Error("Upload failed")),
      onSaved,
    });
    let saved: boolean | undefined;
    await act(async () => {
      saved = await submit({ caption: "Praktik", photo: pngFile("kecil.png", 5_000) });
    });
    expect(saved).toBe(false);
    expect(toast).toHaveBeenCalledWith({ title: texts.failure, description: "Upload failed", variant: "destructive" });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("closing the form (unmount) cancels a running save: nothing is written, 'Unggahan dibatalkan.'", async () => {
    const write = vi.fn();
    const { submit, unmount } = renderFormSave({ image: { kind: "foto", name: "photo" }, write });
    let saving!: Promise<boolean>;
    act(() => {
      saving = submit({ caption: "Praktik", photo: pngFile("besar.png", 1_200_000) });
    });
    await screen.findByText("Mengompresi foto... 40%");
    unmount();
    expect(await saving).toBe(false);
    expect(write).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: UPLOAD_CANCELLED, description: "Tidak ada yang disimpan." });
  });
});
