import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/** react-hook-form validated by a zod schema: the form holds the schema's input, submit receives its output. */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
  /** Other react-hook-form options (a form in steps focuses its own error summary: `shouldFocusError: false`). */
  options: Pick<UseFormProps<TInput, unknown, TOutput>, "shouldFocusError"> = {},
) {
  return useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues, ...options });
}
