import { useId, useState, type ComponentProps } from "react";
import { CalendarIcon } from "lucide-react";
import type { DateRange } from "react-day-picker";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { focusCalendarDay } from "@/components/calendar-focus";
import { Calendar } from "@/components/ui/calendar";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatDate, formatDateRange } from "@/lib/dates";
import { cn } from "@/lib/utils";

export type { DateRange };

export interface DateRangePickerProps extends Omit<ComponentProps<"button">, "value" | "onChange" | "children"> {
  value: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** The displayed text of a (possibly half-chosen) range. */
function rangeLabel(range: DateRange | undefined): string | null {
  if (!range?.from) return null;
  if (!range.to) return formatDate(range.from);
  return formatDateRange(range.from, range.to);
}

/**
 * Two-month date-range picker in a popover (Indonesian locale, weeks from Monday,
 * via the Calendar primitive). Shows the range as 'd MMM - d MMM yyyy'.
 */
export function DateRangePicker({
  value,
  onChange,
  placeholder = "Pilih rentang tanggal",
  disabled = false,
  className,
  ...triggerProps
}: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const label = rangeLabel(value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          className={cn("w-full justify-start text-left font-normal", !label && "text-muted-foreground", className)}
          {...triggerProps}
        >
          <CalendarIcon aria-hidden="true" />
          <span className="truncate">{label ?? placeholder}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="max-h-[var(--radix-popover-content-available-height)] w-auto max-w-[calc(100vw-1rem)] overflow-auto p-0"
        align="start"
        collisionPadding={8}
        onOpenAutoFocus={focusCalendarDay}
      >
        <Calendar
          mode="range"
          numberOfMonths={2}
          defaultMonth={value?.from}
          selected={value}
          onSelect={onChange}
        />
      </PopoverContent>
    </Popover>
  );
}

export interface DateRangeFormFieldProps<T extends FieldValues, TOutput = T> {
  control: Control<T, unknown, TOutput>;
  /** Form field holding the start Date. */
  startName: Path<T>;
  /** Form field holding the end Date. */
  endName: Path<T>;
  label: string;
  placeholder?: string;
}

/**
 * A react-hook-form field pair (start and end date) edited with one DateRangePicker;
 * shows the label and the messages of both fields.
 */
export function DateRangeFormField<T extends FieldValues, TOutput = T>({
  control,
  startName,
  endName,
  label,
  placeholder,
}: DateRangeFormFieldProps<T, TOutput>) {
  const id = useId();
  const start = useController({ control, name: startName });
  const end = useController({ control, name: endName });
  const from = (start.field.value as Date | null | undefined) ?? undefined;
  const to = (end.field.value as Date | null | undefined) ?? undefined;
  const messages = [start.fieldState.error?.message, end.fieldState.error?.message].filter(
    (m): m is string => !!m,
  );
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-2" data-slot="form-item">
      <Label htmlFor={id} data-error={messages.length > 0} className="data-[error=true]:text-destructive">
        {label}
      </Label>
      <DateRangePicker
        id={id}
        value={from || to ? { from, to } : undefined}
        onChange={(range) => {
          // null, not undefined: react-hook-form keeps the old value when reset with undefined.
          start.field.onChange(range?.from ?? null);
          end.field.onChange(range?.to ?? null);
        }}
        onBlur={() => {
          start.field.onBlur();
          end.field.onBlur();
        }}
        placeholder={placeholder}
        aria-invalid={messages.length > 0}
        aria-describedby={messages.length > 0 ? messageId : undefined}
      />
      {messages.length > 0 && (
        <div id={messageId} className="grid gap-1">
          {messages.map((message) => (
            <p key={message} className="text-sm font-medium text-destructive">
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
