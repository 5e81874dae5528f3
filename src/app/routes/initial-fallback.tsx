/** Shown only during the very first load, while the first route's chunk downloads. */
export default function InitialFallback() {
  return <div className="min-h-dvh bg-background" aria-busy="true" />;
}
