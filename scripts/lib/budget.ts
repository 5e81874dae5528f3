/**
 * The JavaScript a page loads on first visit (before it is interactive): the entry's static import closure plus the
 * page's route chunk and its static closure, gzip-compressed, from a Vite manifest. Pure (sizes are
 * passed in), so `npm run budget` and its test share it.
 */
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The most JavaScript (gzip KiB) each public page may load on first visit, keyed by the page's module in the registry
 * (src/app/public-pages/). Set when the production renderer became React to the measured load + 3 KiB, to the whole
 * KiB (2026-11-25, docs/performance.md "The budget"), then lowered by what each page saved when the registry was split
 * (issue 32: each page's head and queries left the entry, 1.7–11.1 KiB), rounded up, and again by 1 KiB (2 for the
 * three newest pages) when the panel's routes left the entry (2026-11-29: −1.9 KiB on every page). Last set when the
 * user menu (its Radix Avatar) and the configuration error screen left the entry (2026-11-29: −0.9 to −2.1 KiB per
 * page): each to its measured load + 0.4 KiB, rounded up to the whole KiB, so a build's content hashes (±0.1 KiB)
 * cannot tip a page over (the schedules page had 0.0 KiB left and failed CI on a 6-byte change). The notes below
 * tell how a page's limit came to be. Lower a limit when a page gets lighter, never raise one; a new public page gets
 * its own line (the budget fails without it).
 */
export const PAGE_LIMITS_KIB: Readonly<Record<string, number>> = {
  // Home and contact were raised once by 1 KiB when the complaint pages (issue 35 §2: two registry lines, two paths, a
  // footer link in every page's entry) made them 168.1 and 156.0 (+0.1 to 0.2 KiB each page).
  "src/app/public-pages/home.ts": 167,
  "src/app/public-pages/announcement-detail.ts": 153,
  "src/app/public-pages/announcements.ts": 150,
  "src/app/public-pages/contact.ts": 156,
  "src/app/public-pages/facilities.ts": 147,
  // Lowongan Kerja (issue 34 §4): measured 146.5 KiB + 1.5; 144.7 once the panel's routes left the entry.
  "src/app/public-pages/vacancies.ts": 144,
  "src/app/public-pages/gallery.ts": 148,
  "src/app/public-pages/categories.ts": 149,
  "src/app/public-pages/category-programs.ts": 152,
  // Raised once by 1 KiB when issue 34's alumni stories (a lazy section) and issue 35's four public pages (their lines
  // in the registry and paths, and three footer links, in every page's entry: +0.1 to 0.2 KiB each page) made it 169.1.
  "src/app/public-pages/program-detail.ts": 169,
  "src/app/public-pages/programs.ts": 153,
  // Online registration (issue 22): the status answer and the form (react-hook-form, zod) are chunks loaded on demand.
  "src/app/public-pages/privacy.ts": 147,
  // 146.3 since the complaints: the visitors' refusal handling (src/lib/public-rpc.ts) is now a chunk shared with
  // the complaint form, one request more; 145.9 before.
  "src/app/public-pages/check-registration.ts": 145,
  "src/app/public-pages/schedule-registration.ts": 149,
  // Published selection results (issue 23). Raised once by 1 KiB when the work after hydration moved out of long tasks
  // (issue 32 §6: the idle keep-alive, the header's session controls in the entry, +0.1 KiB on every page).
  "src/app/public-pages/selection-results.ts": 147,
  "src/app/public-pages/schedule-detail.ts": 167,
  "src/app/public-pages/schedules.ts": 156,
  // The 404 page (a chunk of its own since the split: its head): measured 141.6 KiB + 1.4.
  "src/app/public-pages/not-found.ts": 140,
  // Verifikasi Sertifikat (issue 33): the verifier (jose, @noble/ed25519) and the paper form are chunks loaded on
  // demand; measured 144.5 KiB + 1.5.
  "src/app/public-pages/certificate-verification.ts": 143,
  // Survei Alumni (issue 34): the questionnaire (its request, react-hook-form, zod) is a chunk loaded with a link's
  // token; measured 144.9 KiB + 1.1.
  "src/app/public-pages/alumni-survey.ts": 143,
  // Hasil Pelatihan (issue 34, /hasil-pelatihan): the chart (recharts) is a chunk loaded after hydration; measured
  // 145.8 KiB + 1.2 (whole KiB); 144.2 once the panel's routes left the entry.
  "src/app/public-pages/outcomes.ts": 144,
  // Survei Kepuasan (issue 35, /survei-kepuasan): the elements' chart (recharts) is a chunk loaded after hydration;
  // measured 145.6 KiB + 1.4 (whole KiB).
  "src/app/public-pages/satisfaction.ts": 145,
  // Isi Survei Kepuasan: the form (its request, react-hook-form, zod) is a chunk loaded after the shell; measured
  // 142.2 KiB + 1.8 (whole KiB).
  "src/app/public-pages/satisfaction-form.ts": 142,
  // Standar Pelayanan and Maklumat Pelayanan (issue 35 §3): text pages, no chunk of their own beyond the page's;
  // measured 145.5 and 144.7 KiB + 1, to the whole KiB.
  "src/app/public-pages/service-standard.ts": 145,
  "src/app/public-pages/service-pledge.ts": 144,
  // Pengaduan and Lacak Pengaduan (issue 35 §2): the form (react-hook-form, zod, the upload) is a chunk loaded after
  // hydration; the lookup page is the page alone. Measured 145.1 and 148.7 KiB + 1 to 2, to the whole KiB.
  "src/app/public-pages/complaints.ts": 143,
  "src/app/public-pages/complaint-status.ts": 148,
};

/**
 * Route modules that are pages of the public site: the registry's page modules (src/app/public-pages/<page>.ts, each
 * with its component), plus any other public page module the app loads on its own (everything under app/routes and
 * features/<x>/pages except admin, login and the invited person's set-password page).
 */
export const isPublicPage = (key: string) =>
  /^src\/app\/public-pages\/[^/]+\.tsx?$/.test(key) ||
  (/^src\/(app\/routes\/|features\/[^/]+\/pages\/)/.test(key) && !/(admin|login|set-password|dashboard|initial-fallback|route-error)/.test(key));

export const isPage = (key: string) => isPublicPage(key) || /^src\/(app\/routes\/|features\/[^/]+\/pages\/|app\/layouts\/admin)/.test(key);

export function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

export type PageBudget = {
  page: string;
  bytes: number;
  chunks: number;
  isPublic: boolean;
  /** The page's limit in KiB (public pages that have one). */
  limitKiB: number | null;
  overLimit: boolean;
};

/** Bytes per page (entry closure ∪ page closure); public pages above their limit, or without one, are marked. */
export function measurePages(manifest: Manifest, gzipSize: (file: string) => number, limits: Readonly<Record<string, number>>): PageBudget[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error("The manifest has no entry chunk.");
  return Object.keys(manifest)
    .filter(isPage)
    .map((page) => {
      const keys = closure(manifest, [entryKey, page]);
      const bytes = [...keys].reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);
      const isPublic = isPublicPage(page);
      const limitKiB = isPublic ? (limits[page] ?? null) : null;
      return { page, bytes, chunks: keys.size, isPublic, limitKiB, overLimit: isPublic && (limitKiB === null || bytes > limitKiB * 1024) };
    })
    .sort((a, b) => Number(b.isPublic) - Number(a.isPublic) || a.page.localeCompare(b.page));
}
