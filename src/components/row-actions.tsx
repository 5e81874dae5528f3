import { useRef } from "react";
import { MoreHorizontalIcon, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export interface RowAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
  disabled?: boolean;
}

/**
 * The '…' menu of a table row ('Aksi untuk {name}'). Destructive actions come last,
 * after a separator. Non-modal, so a dialog can open from an item. Choosing an item puts the focus
 * back on the menu button first, so a dialog opened by the item returns the focus there when it
 * closes (a keyboard user keeps their place in the table instead of starting again at the top).
 */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const regular = actions.filter((a) => !a.destructive);
  const destructive = actions.filter((a) => a.destructive);
  const item = ({ label: text, icon: Icon, onSelect, destructive: danger, disabled }: RowAction) => (
    <DropdownMenuItem
      key={text}
      variant={danger ? "destructive" : "default"}
      disabled={disabled}
      onSelect={() => {
        trigger.current?.focus();
        onSelect();
      }}
    >
      <Icon aria-hidden="true" />
      {text}
    </DropdownMenuItem>
  );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" size="icon-sm" aria-label={label}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {regular.map(item)}
        {regular.length > 0 && destructive.length > 0 && <DropdownMenuSeparator />}
        {destructive.map(item)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
