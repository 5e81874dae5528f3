import { useState, type ComponentProps } from "react";
import { CalendarIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { focusCalendarDay } from "@/components/calendar-focus";
import { Calendar } from "@/components/ui/calendar";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

export interface DatePickerProps extends Omit<ComponentProps<"button">, "value" | "onChange" | "children"> {
  value: Date | null | undefined;
  onChange: (date: Date | undefined) => void;
  placeholder?: string;
}

/** One-day picker in a popover (Indonesian locale, weeks from Monday), shown as 'd MMM yyyy'. */
export function DatePicker({ value, onChange, placeholder = "Pilih tanggal", disabled = false, className, ...triggerProps }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          className={cn("w-full justify-start text-left font-normal", !value && "text-muted-foreground", className)}
          {...triggerProps}
        >
          <CalendarIcon aria-hidden="true" />
          <span className="truncate">{value ? formatDate(value) : placeholder}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" collisionPadding={8} onOpenAutoFocus={focusCalendarDay}>
        <Calendar
          mode="single"
          defaultMonth={value ?? undefined}
          selected={value ?? undefined}
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
