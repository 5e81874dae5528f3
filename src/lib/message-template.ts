/** A message template's `{name}` placeholders replaced by their values; a placeholder without a value stays as it is. */
export function fillPlaceholders(body: string, values: Partial<Record<string, string>>): string {
  return body.replace(/\{([A-Za-z_]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? whole) : whole));
}
