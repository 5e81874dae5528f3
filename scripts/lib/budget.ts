/**
 * The JavaScript a page loads on first visit (before it is interactive): the entry's static import closure plus the
 * page's route chunk and its static closure, gzip-compressed, from a Vite manifest. Pure (sizes are
 * passed in), so `npm run budget` and its test share it.
 */
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The most JavaScript (gzip KiB) each public page may load on first visit: what the React build measured when the
 * production renderer became React (docs/performance.md, "The budget"), rounded up by at most 5 KiB
 * (measured + 3 KiB, to the whole KiB, on 2026-11-25). Lower a limit
 * when a page gets lighter, never raise one; a new public page gets its own line (the budget fails without it).
 */
export const PAGE_LIMITS_KIB: Readonly<Record<string, number>> = {
  "src/app/routes/home.tsx": 170,
  "src/features/announcements/pages/announcement-detail-page.tsx": 160,
  "src/features/announcements/pages/announcements-page.tsx": 158,
  "src/features/contact/pages/contact-page.tsx": 166,
  "src/features/facilities/pages/facilities-page.tsx": 158,
  "src/features/gallery/pages/gallery-page.tsx": 159,
  "src/features/programs/pages/categories-page.tsx": 159,
  "src/features/programs/pages/category-programs-page.tsx": 162,
  "src/features/programs/pages/program-detail-page.tsx": 173,
  "src/features/programs/pages/programs-page.tsx": 163,
  // Added with online registration (issue 22): measured 154.1 and 155.1 KiB (the status answer is a chunk loaded on demand).
  "src/features/registrations/pages/privacy-page.tsx": 157,
  "src/features/registrations/pages/check-registration-page.tsx": 158,
  // the form (react-hook-form, zod) is a chunk loaded when the batch is open: measured 155.8 KiB
  "src/features/registrations/pages/registration-page.tsx": 159,
  // Published selection results (issue 23): the results page (its own chunk, measured 156.5 KiB) and, on the batch's
  // page, the link to it plus the registry's new entry (+0.4 KiB, 171.7 -> 172.1 KiB).
  "src/features/registrations/pages/selection-results-page.tsx": 157,
  "src/features/schedules/pages/schedule-detail-page.tsx": 173,
  "src/features/schedules/pages/schedules-page.tsx": 164,
};

/** Route modules that are pages of the public site (everything under app/routes and features/<x>/pages except admin, login and the invited person's set-password page). */
export const isPublicPage = (key: string) =>
  /^src\/(app\/routes\/|features\/[^/]+\/pages\/)/.test(key) && !/(admin|login|set-password|dashboard|initial-fallback|route-error)/.test(key);

export const isPage = (key: string) => /^src\/(app\/routes\/|features\/[^/]+\/pages\/|app\/layouts\/admin)/.test(key);

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
