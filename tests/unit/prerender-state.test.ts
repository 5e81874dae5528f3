import { PRERENDER_STATE_ID, readPrerenderState } from "@/lib/prerender-state";
import { paths } from "@/config/paths";

const category = paths.categoryPrograms.getHref("PBK Reguler");
const state = { path: category, day: "2026-11-23", timeZone: "Asia/Jakarta", queries: { mutations: [], queries: [] } };
const doc = (text: string | null) =>
  ({ getElementById: (id: string) => (id === PRERENDER_STATE_ID && text !== null ? { textContent: text } : null) }) as unknown as Document;
const at = (pathname: string, search = "") => ({ pathname, search });

describe("readPrerenderState (hydrate only the HTML rendered for this address)", () => {
  it("returns the state on the page's own path, with or without a trailing slash or tracking parameters", () => {
    const html = doc(JSON.stringify(state));
    expect(readPrerenderState(html, at(category))).toEqual(state);
    expect(readPrerenderState(html, at(`${decodeURIComponent(category)}/`))).toEqual(state);
    expect(readPrerenderState(html, at(category, "?utm_source=wa&fbclid=x"))).toEqual(state);
  });

  it("returns null for another path (a host serving index.html for an unknown URL), other query parameters, no or broken state", () => {
    expect(readPrerenderState(doc(JSON.stringify({ ...state, path: paths.home.getHref() })), at(paths.programDetail.getHref(99)))).toBeNull();
    expect(readPrerenderState(doc(JSON.stringify(state)), at(state.path, "?page=2"))).toBeNull();
    expect(readPrerenderState(doc(null), at(state.path))).toBeNull();
    expect(readPrerenderState(doc("{not json"), at(state.path))).toBeNull();
    expect(readPrerenderState(doc(JSON.stringify({ path: state.path })), at(state.path))).toBeNull();
    expect(readPrerenderState(doc(JSON.stringify(state)), at("/%E0%A4%A"))).toBeNull();
  });

  it("takes the days shown for timestamps when they are there, and refuses a state whose days are not strings", () => {
    const withDays = { ...state, timestampDays: { "2026-11-23T20:00:00Z": "2026-11-24" } };
    expect(readPrerenderState(doc(JSON.stringify(withDays)), at(category))).toEqual(withDays);
    expect(readPrerenderState(doc(JSON.stringify({ ...state, timestampDays: { x: 1 } })), at(category))).toBeNull();
    expect(readPrerenderState(doc(JSON.stringify({ ...state, timestampDays: null })), at(category))).toBeNull();
  });
});
