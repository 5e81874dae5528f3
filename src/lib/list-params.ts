/**
 * Server-side lists: search, sort and page kept in the URL (?cari=&urut=&arah=&halaman=) and
 * turned into a PostgREST query with a range and an exact total, so no list is ever cut at
 * PostgREST's 1000-row limit.
 */

/** Rows per page of an admin list (a pager appears when there are more). */
export const PAGE_SIZE = 20;
/** Longest search text sent to the server. */
export const MAX_SEARCH_LENGTH = 100;

export type SortDir = "asc" | "desc";

export interface ListParams<K extends string = string> {
  /** The search text ('' = none). */
  q: string;
  sort: K;
  dir: SortDir;
  /** 1-based. */
  page: number;
  /** The chosen value of each of the list's filters (ListSpec.filters) that has one; `{}` when none is chosen. */
  filters: Readonly<Record<string, string>>;
}

/** A list filter kept in the URL under its own key: a value is one of `values`, or matches `pattern` (e.g. an id). */
export interface ListFilter {
  key: string;
  values?: readonly string[];
  pattern?: RegExp;
}

export interface ListSpec<K extends string> {
  /** Columns that may be sorted by (database column names, or a key the fetcher understands, e.g. 'status'). */
  sortKeys: readonly K[];
  defaultSort: K;
  defaultDir: SortDir;
  /** Optional filters by name, each in the URL under its own key (e.g. kind → ?jenis=unggulan); other values are ignored. */
  filters?: Readonly<Record<string, ListFilter>>;
  /**
   * The search text may be personal data (a name): it stays in memory (useListParams), never in the page's URL,
   * and the fetcher sends it in a request body (docs/selection.md, Searching).
   */
  privateSearch?: boolean;
}

export const LIST_SEARCH_KEYS = { q: "cari", sort: "urut", dir: "arah", page: "halaman" } as const;

/** Reads the list state from the URL; unknown or malformed values fall back to the defaults. */
export function parseListParams<K extends string>(search: URLSearchParams, spec: ListSpec<K>): ListParams<K> {
  const q = (search.get(LIST_SEARCH_KEYS.q) ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const sortRaw = search.get(LIST_SEARCH_KEYS.sort);
  const sort = spec.sortKeys.includes(sortRaw as K) ? (sortRaw as K) : spec.defaultSort;
  const dirRaw = search.get(LIST_SEARCH_KEYS.dir);
  const dir: SortDir = dirRaw === "asc" || dirRaw === "desc" ? dirRaw : sortRaw === sort ? "asc" : spec.defaultDir;
  const pageRaw = Number(search.get(LIST_SEARCH_KEYS.page));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 ? pageRaw : 1;
  const filters: Record<string, string> = {};
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    const raw = search.get(filter.key);
    if (raw !== null && (filter.values?.includes(raw) || filter.pattern?.test(raw))) filters[name] = raw;
  }
  return { q, sort, dir, page, filters };
}

/** Whether any filter or a search narrows the list (an empty answer is then "nothing matches", not "nothing yet"). */
export const isNarrowed = (params: ListParams) => params.q !== "" || Object.keys(params.filters).length > 0;

/** The inclusive row range of a page, for `.range(from, to)`. */
export function pageRange(page: number, size = PAGE_SIZE): [number, number] {
  const from = (Math.max(1, page) - 1) * size;
  return [from, from + size - 1];
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * A PostgREST `or` filter matching the search text in any of the columns (case-insensitive,
 * anywhere in the text). Characters that mean something to PostgREST's filter syntax or to LIKE
 * (, . : ( ) " \ * % _) become `_`, LIKE's "any one character", so they still match themselves
 * and nothing needs quoting. Null when there is nothing to search for.
 */
export function searchFilter(columns: readonly string[], q: string): string | null {
  const term = q.trim().slice(0, MAX_SEARCH_LENGTH).replace(/[,.:()"\\*%_]/g, "_");
  if (!term || columns.length === 0) return null;
  return columns.map((column) => `${column}.ilike.*${term}*`).join(",");
}

/** The aria-sort of a column header. */
export function ariaSort(active: SortDir | null): "ascending" | "descending" | "none" {
  return active === "asc" ? "ascending" : active === "desc" ? "descending" : "none";
}

/** A page of rows and the number of rows matching in all. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** PostgREST's default maximum rows per response (db-max-rows), locally and on hosted projects. */
export const MAX_ROWS_PER_REQUEST = 1000;

/**
 * Every row of a query, fetched in ranges of 1000 so nothing is cut off at PostgREST's limit.
 * `fetchRange` must apply a stable order and `.range(from, to)`.
 */
export async function fetchAllRows<T>(fetchRange: (from: number, to: number) => PromiseLike<{ data: T[] | null }>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += MAX_ROWS_PER_REQUEST) {
    const { data } = await fetchRange(from, from + MAX_ROWS_PER_REQUEST - 1);
    rows.push(...(data ?? []));
    if (!data || data.length < MAX_ROWS_PER_REQUEST) return rows;
  }
}

/** What `searched`/`pagedQuery` need of a PostgREST query (supabase-js builders have all of it). */
export interface ListQuery<Q> {
  or(filters: string): Q;
  order(column: string, options?: { ascending?: boolean }): Q;
  range(from: number, to: number): Q;
  filter(column: string, operator: string, value: unknown): Q;
}

/** The query narrowed to rows matching the search text in any of the columns (see `searchFilter`). */
export function searched<Q extends ListQuery<Q>>(query: Q, columns: readonly string[], q: string): Q {
  const filter = searchFilter(columns, q);
  return filter ? query.or(filter) : query;
}

/**
 * One page of an admin list: the search, the chosen order (then id in the same direction, so equal
 * values keep a stable order across pages) and the page's range. Select with `{ count: "exact" }`
 * to get the total of matching rows.
 */
export function pagedQuery<Q extends ListQuery<Q>>(query: Q, params: ListParams, columns: readonly string[], size = PAGE_SIZE): Q {
  const ascending = params.dir === "asc";
  const [from, to] = pageRange(params.page, size);
  return searched(query, columns, params.q).order(params.sort, { ascending }).order("id", { ascending }).range(from, to);
}

/** A PostgREST filter: column, operator, value (e.g. ["startDate", "lte", "2026-11-23"]). */
export type Condition = readonly [column: string, operator: "eq" | "lt" | "lte" | "gt" | "gte", value: string | boolean];

export function where<Q extends ListQuery<Q>>(query: Q, conditions: readonly Condition[]): Q {
  return conditions.reduce((q, [column, operator, value]) => q.filter(column, operator, value), query);
}

/**
 * The rows of a period (start..end, calendar days, inclusive; end >= start) split by where `today`
 * falls, in status order: running (start <= today <= end), upcoming (start > today), past (end < today).
 * The three never overlap and together hold every row.
 */
export function periodPhases(start: string, end: string, today: string): Condition[][] {
  return [
    [
      [start, "lte", today],
      [end, "gte", today],
    ],
    [[start, "gt", today]],
    [[end, "lt", today]],
  ];
}

/** A part of a list whose order comes before the next part's (e.g. one registration status). */
export interface Segment<T> {
  /** How many rows of the list are in this part. */
  count: () => PromiseLike<number>;
  /** Rows `from`..`to` (inclusive, 0-based within the part), in the part's own order. */
  rows: (from: number, to: number) => PromiseLike<T[]>;
}

/**
 * One page of a list ordered by something the database cannot sort on (e.g. a status computed from
 * today's date): the parts are counted, then only the ranges of the parts the page overlaps are read,
 * so a page never costs more than a count per part and a range per part it shows.
 */
export async function fetchSegmentedPage<T>(segments: readonly Segment<T>[], page: number, size = PAGE_SIZE): Promise<Page<T>> {
  const counts = await Promise.all(segments.map((segment) => segment.count()));
  const [from, to] = pageRange(page, size);
  const reads: PromiseLike<T[]>[] = [];
  let offset = 0;
  segments.forEach((segment, i) => {
    const start = Math.max(from, offset);
    const end = Math.min(to, offset + counts[i] - 1);
    if (start <= end) reads.push(segment.rows(start - offset, end - offset));
    offset += counts[i];
  });
  const rows = (await Promise.all(reads)).flat();
  return { rows, total: offset };
}

/** A list whose rows have a period and a status computed from it (schedules, hero banners). */
export interface PeriodStatusList {
  /** The period's first and last day (date columns). */
  start: string;
  end: string;
  /** The sort key that means "by status". */
  statusKey: string;
  /** The order within one status (descending, then id). */
  within: string;
  searchColumns: readonly string[];
}

/**
 * One page of a list with a period: by any column with `pagedQuery`, or by the status of the period
 * on `today` (running, upcoming, past; reversed when descending), each status by `within`
 * descending. `base(head)` starts a fresh query of the table that throws on error, selected with
 * `{ count: "exact", head }`.
 */
export async function fetchPeriodListPage<T, Q extends ListQuery<Q> & PromiseLike<{ data: T[] | null; count: number | null }>>(
  base: (head: boolean) => Q,
  list: PeriodStatusList,
  params: ListParams,
  today: string,
): Promise<Page<T>> {
  if (params.sort !== list.statusKey) {
    const { data, count } = await pagedQuery(base(false), params, list.searchColumns);
    return { rows: data ?? [], total: count ?? data?.length ?? 0 };
  }
  const phases = periodPhases(list.start, list.end, today);
  if (params.dir === "desc") phases.reverse();
  const query = (head: boolean, phase: Condition[]) => where(searched(base(head), list.searchColumns, params.q), phase);
  return fetchSegmentedPage(
    phases.map((phase) => ({
      count: async () => (await query(true, phase)).count ?? 0,
      rows: async (from: number, to: number) =>
        (await query(false, phase).order(list.within, { ascending: false }).order("id", { ascending: false }).range(from, to)).data ?? [],
    })),
    params.page,
  );
}
