/**
 * First focusable element on every page: jumps past the navigation to <main id="main-content">. When
 * focused it shows just below the header (`--header-height`, the sticky bar's height in the admin
 * panel), so it never covers the logo; its padding is repeated with focus: because not-sr-only resets it.
 */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-md bg-primary text-sm font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-[calc(var(--header-height)+1rem)] focus:px-4 focus:py-2"
    >
      Lewati ke konten utama
    </a>
  );
}
