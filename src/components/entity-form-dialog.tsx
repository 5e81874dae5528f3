import type { ReactNode } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import type { MutationToastTexts } from "@/components/mutation-toast";
import type { FormImage, ImageName, ImageToSave } from "@/components/use-form-save";

/** The title and the toasts of one mode of an add/edit dialog. */
interface EntityFormModeTexts extends MutationToastTexts {
  title: string;
}

/** What an add/edit dialog says (docs/product.md, letter for letter): the description, and per mode the title and toasts. */
export interface EntityFormTexts {
  description: string;
  add: EntityFormModeTexts;
  /** Left out by a dialog that only adds. */
  edit?: EntityFormModeTexts;
}

interface EntityFormDialogProps<TInput extends FieldValues, TOutput, TItem, TMutationInput, K extends ImageName<TOutput>>
  extends FormDialogOpenProps {
  /** The item being edited; without one the dialog adds a new item. */
  item: TItem | undefined;
  texts: EntityFormTexts;
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The values the form starts from each time it opens: the new item's defaults or the edited item's. */
  values: DefaultValues<NoInfer<TInput>>;
  /** The form's image field, if it has one: compressed, then handed to `toInput` and uploaded with progress and cancel. */
  image?: FormImage<TOutput, K>;
  /** The mutation's input from the validated values (and the compressed image); with `image` it also gets `upload`. */
  toInput: (values: TOutput, image: ImageToSave<TOutput[K]>) => TMutationInput;
  create: (input: TMutationInput) => Promise<unknown>;
  /** Saves the edited item (required with `item`). */
  update?: (input: TMutationInput, item: TItem, values: TOutput) => Promise<unknown>;
  className?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The add/edit dialog of an entity: edit mode when an `item` is passed, else add mode, each with its title and
 * its success/failure toasts. Simpan builds the mutation's input with `toInput`, calls `create` or `update`
 * (through FormDialog's save: image compression, upload progress and cancel, toasts), and closes the dialog once
 * saved; the mutation refreshes the list. A dialog file is its texts, its form, its mutations and its fields:
 *
 *   <EntityFormDialog {...dialog} item={facility} texts={TEXTS} form={form} values={facilityFormDefaults(facility)}
 *     image={{ kind: "foto", name: "image" }} toInput={toFacilityInput} create={create.mutateAsync}
 *     update={(input, facility) => update.mutateAsync({ id: facility.id, current: facility, ...input })}>
 *     <TextField control={form.control} name="name" label="Nama Fasilitas" />
 *   </EntityFormDialog>
 */
export function EntityFormDialog<TInput extends FieldValues, TOutput, TItem, TMutationInput, K extends ImageName<TOutput>>({
  item,
  texts,
  image,
  toInput,
  create,
  update,
  ...dialog
}: EntityFormDialogProps<TInput, TOutput, TItem, TMutationInput, K>) {
  const editing = item !== undefined;
  if (editing && !(update && texts.edit)) throw new Error("EntityFormDialog: editing an item needs `update` and `texts.edit`.");
  const mode = editing && texts.edit ? texts.edit : texts.add;
  return (
    <FormDialog
      {...dialog}
      title={mode.title}
      description={texts.description}
      save={{
        texts: mode,
        image,
        write: (values: TOutput, file: ImageToSave<TOutput[K]>, upload) => {
          const input = image ? { ...toInput(values, file), upload } : toInput(values, file);
          return item !== undefined && update ? update(input, item, values) : create(input);
        },
      }}
    />
  );
}
