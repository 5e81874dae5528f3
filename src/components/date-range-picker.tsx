import { useState, type ComponentProps } from "react";
import { CalendarIcon } from "lucide-react";
import type { DateRange } from "react-day-picker";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
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
      <PopoverContent className="w-auto max-w-[calc(100vw-1rem)] overflow-x-auto p-0" align="start">
        <Calendar
          mode="range"
          numberOfMonths={2}
          defaultMonth={value?.from}
          selected={value}
          onSelect={onChange}
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
}
