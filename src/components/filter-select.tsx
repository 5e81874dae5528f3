import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

const ALL = "semua";

/**
 * A labelled list filter: 'Semua …' (undefined) or one of `options` (value → label), e.g. the change history's
 * 'Tabel' and the security activity's 'Kejadian'. The value usually lives in the URL.
 */
export function FilterSelect({
  id,
  label,
  allLabel,
  options,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  allLabel: string;
  options: Record<string, string>;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {Object.entries(options).map(([option, text]) => (
            <SelectItem key={option} value={option}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
