/**
 * Cheap checks the gateway runs on a REST request BEFORE it reaches the database.
 *
 * PGlite is one PostgreSQL session running synchronously on the Node thread: while a
 * statement runs nothing else is served, and PostgreSQL's `statement_timeout` never fires
 * inside PGlite (its timer needs the event loop the statement is blocking). So requests whose
 * cost can explode are bounded up front:
 *
 *  - regular expressions (`match` / `imatch` filters): PostgreSQL compiles bounded repetition
 *    by copying the sub-pattern, so `((a{1,50}){1,50}){1,10}` is 25 000 copies. On a real server
 *    that fails with 2201B "regular expression is too complex"; PGlite 0.5.14–0.5.16 swallows
 *    that error and the NEXT error raised in the session spins forever (see
 *    scripts/pglite-regex-wedge.ts). Patterns whose estimated size is over REGEX_MAX_COST get
 *    the 400 / 2201B answer a hosted project gives, without touching the database.
 *  - resource embedding: every nesting level multiplies the rows joined (programs →
 *    syllabus_items → programs … 6 levels took 41 s), so `select` may nest at most
 *    MAX_EMBED_DEPTH levels and name at most MAX_EMBEDS embedded resources.
 */

/** Estimated compiled size above which a pattern is refused (PGlite handles 2 500 fine, wedges at 25 000). */
export const REGEX_MAX_COST = 5_000;
export const REGEX_MAX_LENGTH = 1_000;
export const MAX_EMBED_DEPTH = 3;
export const MAX_EMBEDS = 20;

/**
 * Rough size of the NFA PostgreSQL builds for `pattern`: every atom counts 1, a bounded
 * repetition {m,n} multiplies what it repeats by max(m, n) (by m + 1 for {m,}).
 */
export function regexCost(pattern: string): number {
  const stack: { total: number; last: number }[] = [{ total: 0, last: 0 }];
  const top = () => stack[stack.length - 1];
  const atom = (cost: number) => {
    top().total += cost;
    top().last = cost;
  };
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === "\\") {
      i++;
      atom(1);
    } else if (ch === "[") {
      let j = i + 1;
      if (pattern[j] === "^") j++;
      if (pattern[j] === "]") j++;
      while (j < pattern.length && pattern[j] !== "]") j++;
      i = j;
      atom(1);
    } else if (ch === "(") {
      if (stack.length > 200) return Infinity;
      stack.push({ total: 0, last: 0 });
      if (pattern[i + 1] === "?") i++;
    } else if (ch === ")") {
      if (stack.length === 1) {
        atom(1);
        continue;
      }
      const group = stack.pop()!;
      atom(Math.max(1, group.total));
    } else if (ch === "{") {
      const m = /^\{(\d{1,6})(,(\d{0,6}))?\}/.exec(pattern.slice(i));
      if (!m) {
        atom(1);
        continue;
      }
      const lo = Number(m[1]);
      const hi = m[2] === undefined ? lo : m[3] === "" ? lo + 1 : Number(m[3]);
      const times = Math.max(1, lo, hi);
      const f = top();
      f.total += f.last * (times - 1);
      f.last *= times;
      i += m[0].length - 1;
    } else if (ch === "*" || ch === "+" || ch === "?") {
      // no copying
    } else {
      atom(1);
    }
  }
  while (stack.length > 1) {
    const group = stack.pop()!;
    atom(Math.max(1, group.total));
  }
  return stack[0].total;
}

export interface GuardRefusal {
  status: number;
  body: { code: string; details: string | null; hint: string | null; message: string };
}

const MATCH_OP = /(?:^|[.(,!])(?:not\.)?i?match(?:\((?:any|all)\))?\./gi;

/** Checks the query string of a REST request; returns a refusal or null. */
export function checkRestQuery(search: URLSearchParams): GuardRefusal | null {
  for (const [key, value] of search) {
    // Regular expressions anywhere a filter can be: col=match.x, not.imatch.x, or=(a.match.x,…)
    MATCH_OP.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = MATCH_OP.exec(value))) {
      const pattern = value.slice(m.index + m[0].length);
      if (pattern.length > REGEX_MAX_LENGTH || regexCost(pattern) > REGEX_MAX_COST) {
        return {
          status: 400,
          body: {
            code: "2201B",
            details: null,
            hint: null,
            message: "invalid regular expression: regular expression is too complex",
          },
        };
      }
    }
    if (key === "select" || key.endsWith(".select")) {
      let depth = 0;
      let max = 0;
      let embeds = 0;
      let quoted = false;
      for (const ch of value) {
        if (ch === '"') quoted = !quoted;
        if (quoted) continue;
        if (ch === "(") {
          depth++;
          embeds++;
          max = Math.max(max, depth);
        } else if (ch === ")") depth = Math.max(0, depth - 1);
      }
      if (max > MAX_EMBED_DEPTH || embeds > MAX_EMBEDS) {
        return {
          status: 400,
          body: {
            code: "PGRST100",
            details: `select nests ${max} level(s) and names ${embeds} embedded resource(s)`,
            hint: `The embedded local backend allows at most ${MAX_EMBED_DEPTH} nesting levels and ${MAX_EMBEDS} embedded resources per request (it has no statement timeout).`,
            message: "\"select\" embeds too deeply",
          },
        };
      }
    }
  }
  return null;
}
