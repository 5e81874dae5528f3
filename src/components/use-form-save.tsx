import type { ReactNode } from "react";
import { runWithToast, type MutationToastTexts } from "@/components/mutation-toast";
import { toast } from "@/components/ui/use-toast";
import { UploadProgress } from "@/components/upload-progress";
import { useUploadTask, type UploadTask } from "@/hooks/use-upload-task";
import { compressImage, type ImageKind } from "@/lib/image";
import type { UploadControl } from "@/lib/storage";

/** The names of a form's fields that hold an image (a File, or when optional also null or undefined). */
export type ImageName<TValues> = { [K in keyof TValues]-?: TValues[K] extends File | null | undefined ? K : never }[keyof TValues];

/** The file a write receives: always a File when the form's image field is required, else File or null (none chosen). */
export type ImageToSave<F> = F extends File ? File : File | null;

/** The image field of a form: what the notices and the progress line call it ('foto', 'gambar', 'avatar'), and its name. */
export interface FormImage<TValues, K extends ImageName<TValues>> {
  kind: ImageKind;
  name: K;
}

/** How an admin form saves its validated values (see useFormSave). */
export interface FormSave<TValues, TResult = unknown, K extends ImageName<TValues> = ImageName<TValues>> {
  /** The success toast, and the failure toast's title (the error's message is its description). */
  texts: MutationToastTexts;
  /** The form's image, compressed before the write and uploaded with progress and 'Batalkan Unggahan'. */
  image?: FormImage<TValues, K>;
  /** The mutation: the values, the compressed image (null without one) and the upload's progress and cancel signal. */
  write: (values: TValues, image: ImageToSave<TValues[K]>, upload: UploadControl) => Promise<TResult>;
  /** After a successful write, with its result (a page form resets itself to what was stored). */
  onSaved?: (result: TResult) => void;
}

/**
 * The one save path of every admin form; FormDialog, EntityFormDialog and PageForm call it, a form passes
 * them its `save`. `submit(values)` compresses the form's image (when one is chosen and it is over 1 MB; the
 * notices are toasts), runs `write` with the upload's progress and cancel signal, and reports the outcome: the
 * success toast, the failure toast with the error's message, or 'Unggahan dibatalkan.' after a cancel. It
 * never throws and resolves to whether the write succeeded. `status` is the form's progress line
 * (`<UploadProgress>`; nothing without an image or while idle). Unmounting cancels a running upload.
 *
 * It lives beside the toast, `runWithToast` and `UploadProgress` it combines (src/hooks sits below src/components).
 */
export function useFormSave<TValues, TResult, K extends ImageName<TValues>>({
  texts,
  image,
  write,
  onSaved,
}: FormSave<TValues, TResult, K>): { submit: (values: TValues) => Promise<boolean>; status: ReactNode } {
  const upload = useUploadTask();

  async function compressed(values: TValues, compress: UploadTask["compress"]): Promise<File | null> {
    const file = image ? (values[image.name] as File | null | undefined) : null;
    return image && file ? compressImage(file, { kind: image.kind, notify: toast, ...compress }) : null;
  }

  async function submit(values: TValues): Promise<boolean> {
    let result!: TResult;
    const saved = await runWithToast(
      () =>
        upload.run(async (task) => {
          const file = (await compressed(values, task.compress)) as ImageToSave<TValues[K]>;
          result = await write(values, file, task.upload);
        }),
      texts,
    );
    if (saved) onSaved?.(result);
    return saved;
  }

  return { submit, status: image ? <UploadProgress upload={upload} kind={image.kind} /> : null };
}
