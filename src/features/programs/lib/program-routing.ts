/** Label of the filter card meaning "no filter". */
export const ALL_CATEGORIES_LABEL = "Semua Kategori";

/** Decodes a URL path segment; leaves it as is when it is not valid percent-encoding. */
export function decodeCategoryName(value: string | undefined): string {
  if (!value) return "";
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Parses the :id route segment; null when it is not a positive integer. */
export function parseProgramId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
