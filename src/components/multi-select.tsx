import { useState, type ComponentProps } from "react";
import { CheckIcon, ChevronsUpDownIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps extends Omit<ComponentProps<"button">, "value" | "onChange" | "children"> {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Trigger text while nothing is chosen (or the loading / failure text). */
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  disabled?: boolean;
}

/** Case-insensitive "contains" search over an option's label (cmdk's default is fuzzy). */
function containsFilter(_value: string, search: string, keywords?: string[]): number {
  const needle = search.trim().toLocaleLowerCase("id");
  return (keywords ?? []).some((k) => k.toLocaleLowerCase("id").includes(needle)) ? 1 : 0;
}

/** Searchable multi-select (cmdk in a popover) with removable chips for the chosen values. */
export function MultiSelect({
  options,
  value,
  onChange,
  placeholder,
  searchPlaceholder,
  emptyText,
  disabled = false,
  className,
  ...triggerProps
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const selected = new Set(value);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

  const toggle = (v: string) => onChange(selected.has(v) ? value.filter((x) => x !== v) : [...value, v]);
  const remove = (v: string) => onChange(value.filter((x) => x !== v));

  return (
    <div className="grid gap-2">
      <Popover open={open && !disabled} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open && !disabled}
            disabled={disabled}
            className={cn(
              "w-full justify-between font-normal",
              value.length === 0 && "text-muted-foreground",
              className,
            )}
            {...triggerProps}
          >
            <span className="truncate">
              {value.length === 0 || disabled ? placeholder : `${value.length} dipilih`}
            </span>
            <ChevronsUpDownIcon className="opacity-50" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-[--radix-popover-trigger-width] min-w-64 p-0" align="start">
          <Command filter={containsFilter}>
            <CommandInput placeholder={searchPlaceholder} />
            <CommandList>
              <CommandEmpty>{emptyText}</CommandEmpty>
              <CommandGroup>
                {options.map((option) => {
                  const isSelected = selected.has(option.value);
                  return (
                    <CommandItem
                      key={option.value}
                      value={option.value}
                      keywords={[option.label]}
                      onSelect={() => toggle(option.value)}
                      aria-selected={isSelected}
                      data-checked={isSelected}
                    >
                      <span
                        className={cn(
                          "flex size-4 items-center justify-center rounded-sm border border-primary",
                          isSelected ? "bg-primary text-primary-foreground" : "opacity-50 [&_svg]:invisible",
                        )}
                        aria-hidden="true"
                      >
                        <CheckIcon className="size-3" />
                      </span>
                      {option.label}
                    </CommandItem>
                  );
                })}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Pilihan">
          {value.map((v) => (
            <li key={v}>
              <Badge variant="secondary" className="gap-1 py-1 pl-2.5 pr-1">
                {labelOf(v)}
                <button
                  type="button"
                  onClick={() => remove(v)}
                  disabled={disabled}
                  className="rounded-full p-0.5 hover:bg-background/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                  aria-label={`Hapus ${labelOf(v)}`}
                >
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
