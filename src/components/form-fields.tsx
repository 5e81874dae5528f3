import type { ComponentProps, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { ImageInput, type ImageInputProps } from "@/components/image-input";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

interface FieldProps<TInput extends FieldValues, TOutput> {
  control: Control<TInput, unknown, TOutput>;
  name: FieldPath<TInput>;
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
}

type ControlProps<C> = Omit<C, "name" | "value" | "defaultValue" | "onChange" | "onBlur">;

/**
 * The FormItem around one control: label, the control, optional description, the validation message.
 * `render` returns the control, wrapped in FormControl here unless it places FormControl itself (`placed`).
 */
function Field<TInput extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  render,
  placed = false,
}: FieldProps<TInput, TOutput> & { render: (field: ControllerRenderProps<FieldValues>) => ReactNode; placed?: boolean }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          {placed ? (
            render(field as unknown as ControllerRenderProps<FieldValues>)
          ) : (
            <FormControl>{render(field as unknown as ControllerRenderProps<FieldValues>)}</FormControl>
          )}
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled text input bound to a form field (extra props go to the Input). */
export function TextField<TInput extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  ...inputProps
}: FieldProps<TInput, TOutput> & ControlProps<ComponentProps<typeof Input>>) {
  return (
    <Field
      control={control}
      name={name}
      label={label}
      description={description}
      render={(field) => <Input {...inputProps} {...field} />}
    />
  );
}

/** A labelled textarea bound to a form field (extra props go to the Textarea). */
export function TextareaField<TInput extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  ...textareaProps
}: FieldProps<TInput, TOutput> & ControlProps<ComponentProps<typeof Textarea>>) {
  return (
    <Field
      control={control}
      name={name}
      label={label}
      description={description}
      render={(field) => <Textarea {...textareaProps} {...field} />}
    />
  );
}

/** A labelled image picker (with preview) bound to a File form field. */
export function ImageField<TInput extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  ...imageProps
}: FieldProps<TInput, TOutput> & Pick<ImageInputProps, "existingUrl" | "previewAlt" | "rounded">) {
  return (
    <Field
      control={control}
      name={name}
      label={label}
      description={description}
      render={(field) => (
        <ImageInput
          value={field.value as File | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          {...imageProps}
        />
      )}
    />
  );
}

/** A labelled select of fixed options bound to a string form field. */
export function SelectField<TInput extends FieldValues, TOutput>({
  options,
  placeholder,
  ...field
}: FieldProps<TInput, TOutput> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <Field
      {...field}
      placed
      // The trigger is the labelled control: FormControl gives it the id, aria-describedby and aria-invalid.
      render={({ value, onChange, onBlur }) => (
        <Select value={value as string} onValueChange={onChange}>
          <FormControl>
            <SelectTrigger onBlur={onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {options.map((option) => <SelectItem key={option.value} value={option.value}>{option.label}</SelectItem>)}
          </SelectContent>
        </Select>
      )}
    />
  );
}
