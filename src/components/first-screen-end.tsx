import { FIRST_SCREEN_END_ID } from "@/config/first-screen";

/** Marks the end of the page's first screen: its first paint waits for it (src/config/first-screen.ts). */
export function FirstScreenEnd() {
  return <div id={FIRST_SCREEN_END_ID} hidden />;
}
