import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/lib/utils";

/**
 * A question answered by one of a few options, phone first: each option a full-width row of at least 44 px, the
 * chosen one marked, the question as the group's legend and its error under it (announced with the group). Used by
 * the public questionnaires (the alumni survey, the satisfaction survey).
 */
export function RadioOptions({
  legend,
  options,
  registration,
  error,
  errorId,
  required,
  className,
}: {
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  /** react-hook-form's `register(name)` for the answer */
  registration: UseFormRegisterReturn;
  error?: string;
  errorId: string;
  required?: boolean;
  className?: string;
}) {
  return (
    <fieldset
      role="radiogroup"
      className={cn("grid gap-2", className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      <legend className={cn("mb-2 font-medium leading-snug", error && "text-destructive")}>{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card px-4 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <input type="radio" value={option.value} {...registration} className="h-4 w-4 accent-primary" />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
