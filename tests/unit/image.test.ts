import { beforeEach, describe, expect, it, vi } from "vitest";

const imageCompression = vi.hoisted(() => vi.fn());
vi.mock("browser-image-compression", () => ({ default: imageCompression }));
const appToast = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/use-toast", () => ({ toast: appToast }));

import {
  COMPRESS_THRESHOLD_BYTES,
  compressImage,
  compressionSettings,
  formatMB,
  isImageFile,
} from "@/lib/image";
import { toast } from "@/components/ui/use-toast";

const MB = 1024 * 1024;

function fileOfSize(bytes: number, name = "foto.jpg", type = "image/jpeg") {
  return new File([new Uint8Array(bytes)], name, { type });
}

beforeEach(() => {
  imageCompression.mockReset();
});

describe("compressImage", () => {
  it("returns files of 1 MB or less untouched, without notices or the library", async () => {
    const notify = vi.fn();
    const file = fileOfSize(COMPRESS_THRESHOLD_BYTES);
    await expect(compressImage(file, { kind: "foto", notify })).resolves.toBe(file);
    expect(imageCompression).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it("compresses larger images to 1 MB / 1920 px in a worker served by the app, reporting the sizes in MB", async () => {
    const notify = vi.fn();
    const file = fileOfSize(Math.round(3.2 * MB), "kelas.jpg");
    imageCompression.mockResolvedValue(new Blob([new Uint8Array(Math.round(0.95 * MB))], { type: "image/jpeg" }));

    const result = await compressImage(file, { kind: "foto", notify });

    expect(imageCompression).toHaveBeenCalledTimes(1);
    const [input, options] = imageCompression.mock.calls[0];
    expect(input).toBe(file);
    expect(options).toMatchObject({ maxSizeMB: 1, maxWidthOrHeight: 1920, useWebWorker: true });
    expect(options.libURL).toMatch(/browser-image-compression\.js$/);
    expect(options.libURL).not.toMatch(/cdn|jsdelivr|unpkg/);
    expect(new URL(options.libURL).protocol).toMatch(/^https?:$/);

    expect(result).toBeInstanceOf(File);
    expect(result.name).toBe("kelas.jpg");
    expect(result.size).toBe(Math.round(0.95 * MB));

    const texts = notify.mock.calls.map(([t]) => `${t.title} | ${t.description ?? ""}`).join("\n");
    expect(texts).toContain("Ukuran asli: 3.20 MB");
    expect(texts).toContain("Setelah kompresi: 0.95 MB");
  });

  it("limits avatars to 500 px", async () => {
    imageCompression.mockImplementation(async (f: File) => f);
    await compressImage(fileOfSize(2 * MB, "me.png", "image/png"), { kind: "avatar", notify: vi.fn() });
    expect(imageCompression.mock.calls[0][1]).toMatchObject({ maxSizeMB: 1, maxWidthOrHeight: 500 });
    expect(compressionSettings("gambar").maxWidthOrHeight).toBe(1920);
  });

  it.each([
    ["foto", "Gagal mengompresi foto. Mengunggah tanpa kompresi."],
    ["gambar", "Gagal mengompresi gambar. Mengunggah tanpa kompresi."],
    ["avatar", "Gagal mengompresi avatar. Mengunggah tanpa kompresi."],
  ] as const)("on failure (%s) returns the original and says so", async (kind, message) => {
    const notify = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    imageCompression.mockRejectedValue(new Error("canvas broke"));
    const file = fileOfSize(2 * MB);

    await expect(compressImage(file, { kind, notify })).resolves.toBe(file);
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: message, variant: "destructive" }));
    error.mockRestore();
  });
});

it("reports through the app's toast when the caller passes it (src/lib never imports src/components)", async () => {
  appToast.mockReset();
  imageCompression.mockResolvedValue(new Blob([new Uint8Array(10)], { type: "image/jpeg" }));
  await compressImage(fileOfSize(2 * MB), { kind: "gambar", notify: toast });
  expect(appToast).toHaveBeenCalledWith(expect.objectContaining({ description: "Ukuran asli: 2.00 MB" }));
  expect(appToast).toHaveBeenLastCalledWith(
    expect.objectContaining({ description: expect.stringContaining("Setelah kompresi: 0.00 MB") }),
  );
});

describe("helpers", () => {
  it("formats sizes in MB with two decimals", () => {
    expect(formatMB(3.2 * MB)).toBe("3.20 MB");
    expect(formatMB(0.5 * MB)).toBe("0.50 MB");
  });

  it("recognises image files by type", () => {
    expect(isImageFile(fileOfSize(1, "a.webp", "image/webp"))).toBe(true);
    expect(isImageFile(fileOfSize(1, "a.txt", "text/plain"))).toBe(false);
  });
});
