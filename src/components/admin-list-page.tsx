import type { ReactNode } from "react";
import { PlusIcon, type LucideIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Pager, SearchBox } from "@/components/list-controls";
import { Button } from "@/components/ui/button";
import { isNarrowed, type ListParams } from "@/lib/list-params";

/** What an admin list page says (docs/product.md, letter for letter). */
export interface AdminListTexts {
  /** The heading, its description and the 'Tambah …' button (a read-only list has none). */
  header: { title: string; description: string; add?: string };
  /** What the list holds, e.g. 'instruktur': the search box is 'Cari {noun}' and the pager counts it. */
  search: { noun: string; placeholder: string };
  /** The error card's title when the list cannot be loaded. */
  error: string;
  /** Shown when there is nothing at all (no search, no filter). */
  empty: { icon: LucideIcon; title: string; description: string };
}

interface AdminListPageProps {
  texts: AdminListTexts;
  /** The list's state in the URL (useListParams). */
  list: { params: ListParams; update: (change: { q?: string; page?: number }) => void };
  /** The page's query: its total and whether it failed. */
  query: { data?: { total: number }; isError: boolean };
  /** Opens the add dialog (with `texts.header.add`). */
  onAdd?: () => void;
  /** In the heading, beside the 'Tambah …' button (e.g. Pendaftar's link to its message templates). */
  actions?: ReactNode;
  /** Beside the search box (e.g. the gallery's sort select). */
  tools?: ReactNode;
  /** The list (a table, tabs or a grid), also shown while loading with its own placeholders. */
  children: ReactNode;
}

/**
 * The frame of every admin list page: the heading with its 'Tambah …' button, the search box, then the
 * load error, the empty state or the list with the pager below it. The page adds its list and, beside this
 * frame, its dialogs (the add/edit EntityFormDialog and the AdminDeleteDialog).
 */
export function AdminListPage({ texts, list, query, onAdd, actions, tools, children }: AdminListPageProps) {
  const { params, update } = list;
  const total = query.data?.total ?? 0;
  const { header, search, error, empty } = texts;
  const searchBox = (
    <SearchBox label={`Cari ${search.noun}`} placeholder={search.placeholder} value={params.q} onSearch={(q) => update({ q })} />
  );
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={header.title}
        description={header.description}
        action={
          header.add && onAdd ? (
            <>
              {actions}
              <Button onClick={onAdd}>
                <PlusIcon aria-hidden="true" />
                {header.add}
              </Button>
            </>
          ) : (
            actions
          )
        }
      />
      {tools ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          {searchBox}
          {tools}
        </div>
      ) : (
        searchBox
      )}
      {query.isError ? (
        <ErrorState title={error} description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : total === 0 && query.data && !isNarrowed(params) ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        <>
          {children}
          <Pager page={params.page} total={total} noun={search.noun} onPage={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
