import {
  isNarrowed,
  MAX_ROWS_PER_REQUEST,
  PAGE_SIZE,
  fetchAllRows,
  fetchSegmentedPage,
  pageCount,
  pageRange,
  parseListParams,
  periodPhases,
  searchFilter,
  type ListSpec,
} from "@/lib/list-params";

const spec: ListSpec<"name" | "title"> = { sortKeys: ["name", "title"], defaultSort: "name", defaultDir: "asc" };
const parse = (query: string) => parseListParams(new URLSearchParams(query), spec);

describe("list params in the URL", () => {
  it("reads search, sort, direction and page", () => {
    expect(parse("cari=%20budi%20&urut=title&arah=desc&halaman=3")).toEqual({ q: "budi", sort: "title", dir: "desc", page: 3, filters: {} });
  });

  it("falls back to the defaults for unknown or malformed values", () => {
    expect(parse("")).toEqual({ q: "", sort: "name", dir: "asc", page: 1, filters: {} });
    expect(parse("urut=password&arah=up&halaman=0")).toEqual({ q: "", sort: "name", dir: "asc", page: 1, filters: {} });
    expect(parse("halaman=2.5").page).toBe(1);
    expect(parse(`cari=${"x".repeat(500)}`).q).toHaveLength(100);
    const newest: ListSpec<"created_at"> = { sortKeys: ["created_at"], defaultSort: "created_at", defaultDir: "desc" };
    expect(parseListParams(new URLSearchParams(""), newest).dir).toBe("desc");
  });

  it("pages are 20 rows: ranges and counts", () => {
    expect(PAGE_SIZE).toBe(20);
    expect(pageRange(1)).toEqual([0, 19]);
    expect(pageRange(56)).toEqual([1100, 1119]);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1110)).toBe(56);
  });
});

describe("searchFilter", () => {
  it("matches any column, case-insensitively, anywhere", () => {
    expect(searchFilter(["name", "title"], " Budi ")).toBe("name.ilike.*Budi*,title.ilike.*Budi*");
  });

  it("turns PostgREST and LIKE syntax into single-character wildcards (nothing to inject)", () => {
    expect(searchFilter(["name"], 'a,b.c:d(e)f"g\\h*i%j_k')).toBe("name.ilike.*a_b_c_d_e_f_g_h_i_j_k*");
  });

  it("is null when there is nothing to search", () => {
    expect(searchFilter(["name"], "   ")).toBeNull();
    expect(searchFilter([], "x")).toBeNull();
  });
});

describe("fetchAllRows", () => {
  it("fetches every row in ranges of 1000, never stopping at PostgREST's limit", async () => {
    const all = Array.from({ length: 2110 }, (_, i) => i);
    const ranges: [number, number][] = [];
    const rows = await fetchAllRows(async (from, to) => {
      ranges.push([from, to]);
      return { data: all.slice(from, to + 1) };
    });
    expect(rows).toEqual(all);
    expect(ranges).toEqual([
      [0, MAX_ROWS_PER_REQUEST - 1],
      [1000, 1999],
      [2000, 2999],
    ]);
  });

  it("stops after an exactly full last range with one more (empty) request", async () => {
    const rows = await fetchAllRows(async (from) => ({ data: from === 0 ? Array.from({ length: 1000 }, () => 1) : [] }));
    expect(rows).toHaveLength(1000);
  });
});

describe("the list's own filters in the URL", () => {
  const programs: ListSpec<"name" | "title"> = { ...spec, filters: { kind: { key: "jenis", values: ["unggulan", "biasa"] } } };
  const applications: ListSpec<"name" | "title"> = {
    ...spec,
    filters: { status: { key: "status", values: ["baru", "lulus"] }, batch: { key: "jadwal", pattern: /^[1-9][0-9]{0,8}$/ } },
  };
  it("reads a known value and ignores others", () => {
    expect(parseListParams(new URLSearchParams("jenis=unggulan"), programs).filters).toEqual({ kind: "unggulan" });
    expect(parseListParams(new URLSearchParams("jenis=semua"), programs).filters).toEqual({});
    expect(parseListParams(new URLSearchParams("jenis=unggulan"), spec).filters).toEqual({});
  });
  it("reads several filters, a pattern's value only when it matches", () => {
    expect(parseListParams(new URLSearchParams("status=lulus&jadwal=12"), applications).filters).toEqual({ status: "lulus", batch: "12" });
    expect(parseListParams(new URLSearchParams("status=x&jadwal=0"), applications).filters).toEqual({});
    expect(parseListParams(new URLSearchParams("jadwal=1;drop"), applications).filters).toEqual({});
  });
  it("says whether a search or a filter narrows the list", () => {
    expect(isNarrowed(parseListParams(new URLSearchParams(""), applications))).toBe(false);
    expect(isNarrowed(parseListParams(new URLSearchParams("jadwal=3"), applications))).toBe(true);
    expect(isNarrowed(parseListParams(new URLSearchParams("cari=ab"), applications))).toBe(true);
  });
});

describe("fetchSegmentedPage (a list in parts, e.g. by status)", () => {
  const part = (name: string, size: number, reads: string[]) => ({
    count: async () => size,
    rows: async (from: number, to: number) => {
      reads.push(`${name} ${from}-${to}`);
      return Array.from({ length: to - from + 1 }, (_, i) => `${name}${from + i}`);
    },
  });

  it("reads only the ranges of the parts a page overlaps and counts them all", async () => {
    const reads: string[] = [];
    const parts = [part("a", 5, reads), part("b", 30, reads), part("c", 10, reads)];
    expect(await fetchSegmentedPage(parts, 1)).toMatchObject({ total: 45, rows: expect.arrayContaining(["a0", "a4", "b0", "b14"]) });
    expect(reads).toEqual(["a 0-4", "b 0-14"]);
    reads.length = 0;
    const page2 = await fetchSegmentedPage(parts, 2);
    expect(page2.rows).toEqual([...Array.from({ length: 15 }, (_, i) => `b${15 + i}`), "c0", "c1", "c2", "c3", "c4"]);
    expect(reads).toEqual(["b 15-29", "c 0-4"]);
    reads.length = 0;
    expect((await fetchSegmentedPage(parts, 3)).rows).toEqual(["c5", "c6", "c7", "c8", "c9"]);
    expect((await fetchSegmentedPage(parts, 9)).rows).toEqual([]);
  });

  it("splits a period into running, upcoming and past by today's date", () => {
    expect(periodPhases("startDate", "endDate", "2026-11-23")).toEqual([
      [
        ["startDate", "lte", "2026-11-23"],
        ["endDate", "gte", "2026-11-23"],
      ],
      [["startDate", "gt", "2026-11-23"]],
      [["endDate", "lt", "2026-11-23"]],
    ]);
  });
});
