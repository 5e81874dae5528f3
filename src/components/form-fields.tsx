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

/** A labelled checkbox bound to a boolean form field (the label sits right of the box). */
export function CheckboxField<TInput extends FieldValues, TOutput>({ control, name, label, description }: FieldProps<TInput, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex flex-row items-start gap-2">
            <FormControl>
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            </FormControl>
            {/* block, not the label's flex row: a label with a link inside reads as one sentence, not three columns */}
            <FormLabel className="block font-normal leading-snug">{label}</FormLabel>
          </div>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A group of checkboxes bound to a form field holding the checked values (in the options' order). */
export function CheckboxGroupField<TInput extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  options,
}: FieldProps<TInput, TOutput> & { options: readonly { value: string; label: string }[] }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const checked = new Set<string>(Array.isArray(field.value) ? field.value : []);
        const toggle = (value: string, on: boolean) => {
          if (on) checked.add(value);
          else checked.delete(value);
          field.onChange(options.map((o) => o.value).filter((v) => checked.has(v)));
        };
        return (
          <FormItem>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium leading-none">{label}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {options.map((option) => (
                  <label key={option.value} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      name={field.name}
                      value={option.value}
                      checked={checked.has(option.value)}
                      onChange={(e) => toggle(option.value, e.target.checked)}
                      onBlur={field.onBlur}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
            {description && <FormDescription>{description}</FormDescription>}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
