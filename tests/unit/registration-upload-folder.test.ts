/**
 * One upload folder per application (src/features/registrations/lib/upload-folder.ts) and the draft's folder age
 * (lib/draft.ts): documents chosen together share one request for the folder; a reset (a restored draft, 'Hapus data
 * di perangkat ini') drops a request still under way; a draft keeps a folder only while the bucket still accepts it.
 */
import { describe, expect, it, vi } from "vitest";
import { createUploadFolder } from "@/features/registrations/lib/upload-folder";
import { loadDraft, saveDraft } from "@/features/registrations/lib/draft";
import { EMPTY_REGISTRATION } from "@/features/registrations/schemas/registration-schema";

/** A start_registration_upload() whose answers the test releases one by one. */
function server() {
  const waiting: ((folder: string) => void)[] = [];
  let n = 0;
  const start = vi.fn(() => new Promise<string>((resolve) => waiting.push(resolve)));
  const answer = () => waiting.shift()!(`folder-${++n}`);
  return { start, answer };
}

describe("createUploadFolder", () => {
  it("asks once for uploads started together, and not again once it has the folder", async () => {
    const { start, answer } = server();
    const folder = createUploadFolder(start);
    const uploads = [folder.ensure(), folder.ensure(), folder.ensure()];
    expect(start).toHaveBeenCalledTimes(1);
    answer();
    expect(await Promise.all(uploads)).toEqual(["folder-1", "folder-1", "folder-1"]);
    expect(await folder.ensure()).toBe("folder-1");
    expect(start).toHaveBeenCalledTimes(1);
    expect(folder.current()).toBe("folder-1");
    expect(folder.startedAt()).not.toBeNull();
  });

  it("asks again after a failed request", async () => {
    const start = vi.fn().mockRejectedValueOnce(new Error("Gagal terhubung")).mockResolvedValueOnce("folder-2");
    const folder = createUploadFolder(start);
    await expect(folder.ensure()).rejects.toThrow("Gagal terhubung");
    expect(await folder.ensure()).toBe("folder-2");
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("uses a restored draft's folder, also for an upload that was already waiting for a new one", async () => {
    const { start, answer } = server();
    const folder = createUploadFolder(start);
    const waiting = folder.ensure();
    folder.reset("draft-folder", "2026-11-27T01:00:00.000Z");
    answer();
    expect(await waiting).toBe("draft-folder");
    expect(folder.current()).toBe("draft-folder");
    expect(folder.startedAt()).toBe("2026-11-27T01:00:00.000Z");
  });

  it("after 'Hapus data', an upload still waiting goes into the new application's folder", async () => {
    const { start, answer } = server();
    const folder = createUploadFolder(start);
    const waiting = folder.ensure();
    folder.reset(null);
    answer(); // the old application's folder: not used
    await Promise.resolve();
    answer();
    expect(await waiting).toBe("folder-2");
    expect(folder.current()).toBe("folder-2");
  });
});

describe("the draft's upload folder", () => {
  // the unit tests run in Node: the browser's localStorage as a Map
  const stored = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  });
  const hour = 60 * 60 * 1000;
  const now = Date.parse("2026-11-28T10:00:00Z");
  const save = (uploadFolderAt: string | null) =>
    saveDraft(
      77,
      { values: { ...EMPTY_REGISTRATION, full_name: "Cut Nyak Uji", documents: { ktp: { name: "f/ktp-1.pdf", size: 1, fileName: "ktp.pdf", mimeType: "application/pdf" } } }, uploadFolder: "f", uploadFolderAt, idempotencyKey: "k" },
      now - hour,
    );

  it("keeps a folder handed out less than 23 hours ago, with its documents", () => {
    save(new Date(now - 22 * hour).toISOString());
    expect(loadDraft(77, now)).toMatchObject({ uploadFolder: "f", values: { documents: { ktp: { name: "f/ktp-1.pdf" } } } });
  });

  it("forgets a folder handed out more than 23 hours ago even when the draft was saved an hour ago", () => {
    save(new Date(now - 30 * hour).toISOString());
    expect(loadDraft(77, now)).toMatchObject({ uploadFolder: null, values: { full_name: "Cut Nyak Uji", documents: {} } });
  });
});
