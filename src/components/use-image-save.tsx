import { useCallback, type ReactElement } from "react";
import { runWithToast, type MutationToastTexts } from "@/components/mutation-toast";
import { toast } from "@/components/ui/use-toast";
import { UploadProgress } from "@/components/upload-progress";
import { useUploadTask } from "@/hooks/use-upload-task";
import { compressImage, type ImageKind } from "@/lib/image";
import type { UploadControl } from "@/lib/storage";

/** The file a write receives: always a File when the form's field is required, else File or null (no image chosen). */
type ImageToSave<F> = F extends File ? File : File | null;

export interface ImageSave {
  /**
   * Compresses `file` (when one is chosen and it is over 1 MB; the notices are toasts), then runs `write` with the
   * result and the upload's progress and cancel signal, and reports the outcome as `runWithToast` does: the success
   * toast, the failure toast with the error's message, or 'Unggahan dibatalkan.' after a cancel. Never throws;
   * resolves to whether the write succeeded.
   */
  save: <F extends File | null | undefined>(
    file: F,
    write: (image: ImageToSave<F>, upload: UploadControl) => Promise<unknown>,
    texts: MutationToastTexts,
  ) => Promise<boolean>;
  /** The form's status line: compression, then upload progress with 'Batalkan Unggahan' (nothing while idle). */
  status: ReactElement;
}

/**
 * The save of an admin form with one image, in one call (programs, facilities, gallery, hero banners,
 * announcements, the profile's avatar):
 *
 *   const image = useImageSave("gambar");
 *   const saved = await image.save(values.image, (file, upload) => create.mutateAsync({ ...toInput(values, file), upload }), texts);
 *   <FormDialog status={image.status} …>
 *
 * It lives beside the toast, `runWithToast` and `UploadProgress` it combines (src/hooks sits below
 * src/components); the task's state and cancel come from `useUploadTask`. Unmounting cancels a running save.
 */
export function useImageSave(kind: ImageKind): ImageSave {
  const upload = useUploadTask();
  const { run } = upload;
  const save = useCallback<ImageSave["save"]>(
    (file, write, texts) =>
      runWithToast(
        () =>
          run(async (task) => {
            const image = file ? await compressImage(file, { kind, notify: toast, ...task.compress }) : null;
            return write(image as ImageToSave<typeof file>, task.upload);
          }),
        texts,
      ),
    [kind, run],
  );
  return { save, status: <UploadProgress upload={upload} kind={kind} /> };
}
