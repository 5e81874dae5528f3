import { useEffect, useId, useState } from "react";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, ChevronLeftIcon, ChevronRightIcon, SearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MAX_SEARCH_LENGTH, PAGE_SIZE, pageCount, type SortDir } from "@/lib/list-params";
import { cn } from "@/lib/utils";

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
  /** e.g. 'Cari nama atau jabatan...' */
  placeholder: string;
  /** Visible label, e.g. 'Cari instruktur'. */
  label: string;
  className?: string;
}

/** The search field of an admin list: searches as you type (debounced), Escape or × clears it. */
export function SearchBox({ value, onSearch, placeholder, label, className }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // Follow the URL (back/forward, a shared link).
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={cn("grid w-full gap-1.5 sm:max-w-sm", className)} role="search">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          className="pl-9 pr-9 [&::-webkit-search-cancel-button]:hidden"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onSearch(text);
            if (event.key === "Escape" && text) {
              event.preventDefault();
              setText("");
              onSearch("");
            }
          }}
        />
        {text && (
          <button
            type="button"
            className="absolute right-2 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => {
              setText("");
              onSearch("");
            }}
            aria-label="Hapus pencarian"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}

interface SortHeaderProps {
  label: string;
  /** This column's direction when the list is sorted by it, else null. */
  active: SortDir | null;
  onSort: () => void;
}

/**
 * A sortable column header's button (named by the column); the header cell carries the state as
 * aria-sort (`ariaSort(active)` in lib/list-params), which screen readers announce.
 */
export function SortHeader({ label, active, onSort }: SortHeaderProps) {
  const Icon = active === "asc" ? ArrowUpIcon : active === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      onClick={onSort}
      className="-mx-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 font-medium [letter-spacing:inherit] [text-transform:inherit] hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {label}
      <Icon className={cn("size-3.5", !active && "opacity-50")} aria-hidden="true" />
    </button>
  );
}

interface PagerProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
  pageSize?: number;
  /** What is counted, e.g. 'foto'. */
  noun: string;
}

/**
 * The words of the previous/next page buttons: below the sm breakpoint only their arrows show (the
 * words stay their accessible names), so the buttons and 'Halaman x dari y' fit one line on a 320 px screen.
 */
export const PAGE_BUTTON_LABEL = "max-sm:sr-only";

/**
 * 'Menampilkan 21–40 dari 1.110 foto' with previous/next page buttons; nothing when everything
 * fits on one page. A page past the end (an old link) offers the way back to the last page.
 */
export function Pager({ page, total, onPage, pageSize = PAGE_SIZE, noun }: PagerProps) {
  const pages = pageCount(total, pageSize);
  if (total <= pageSize && page <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const number = (n: number) => n.toLocaleString("id-ID");
  return (
    <nav aria-label="Halaman daftar" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {first <= total
          ? `Menampilkan ${number(first)}–${number(last)} dari ${number(total)} ${noun}`
          : `Halaman ${number(page)} kosong (${number(total)} ${noun})`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
          <ChevronLeftIcon aria-hidden="true" />
          <span className={PAGE_BUTTON_LABEL}>Sebelumnya</span>
        </Button>
        <span className="whitespace-nowrap tabular-nums" aria-current="page">
          Halaman {number(Math.min(page, Math.max(pages, page)))} dari {number(pages)}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <span className={PAGE_BUTTON_LABEL}>Berikutnya</span>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
