/**
 * The satisfaction survey's demo content (supabase/seed/skm.ts, docs/local-backend.md "Demo content"): the previous
 * half-year closed with its minimum reached and a follow-up, this half-year open and containing today, and the public
 * figures they give, as a visitor reads them.
 */
import { describe, expect, it } from "vitest";
import { sql } from "../helpers/supabase";
import { rpcRequest } from "../helpers/gateway-request";

type Result = { name: string; closed: boolean; respondents: number; minimum: number; minimum_reached: boolean; ikm: number | null; lowest: string[] | null; follow_up: string | null };

describe("the seeded satisfaction survey", () => {
  it("has last half-year closed with its minimum reached and a follow-up, and this half-year open with fewer answers so far", async () => {
    const periods = await sql<{ name: string; starts_on: string; ends_on: string; open_today: boolean; closed: boolean }>(
      `select name, starts_on::text, ends_on::text, public.jakarta_today() between starts_on and ends_on as open_today, closed_at is not null as closed
         from public.skm_periods where name ~ '^Semester (I|II) [0-9]{4}$' order by starts_on`,
    );
    expect(periods).toHaveLength(2);
    const [previous, current] = periods;
    expect(current).toMatchObject({ open_today: true, closed: false });
    expect(previous).toMatchObject({ open_today: false, closed: true });
    expect(previous.ends_on < current.starts_on).toBe(true);
    const dates = await sql<{ outside: number }>(
      `select count(*)::int as outside from public.skm_responses r join public.skm_periods p on p.id = r.period_id
        where r.answered_on < p.starts_on or r.answered_on > p.ends_on or r.answered_on > public.jakarta_today()`,
    );
    expect(dates[0].outside).toBe(0);

    const res = await rpcRequest("127.0.0.36", null, "public_skm", {}, "GET");
    const figures = res.body as unknown as Result[];
    const shown = (name: string) => figures.find((f) => f.name === name)!;
    expect(shown(previous.name)).toMatchObject({ respondents: 42, minimum: 40, minimum_reached: true, lowest: ["u8"] });
    expect(shown(previous.name).follow_up).toMatch(/^Unsur terendah: Sarana dan Prasarana\./);
    // the open half-year: 18 seeded responses, and any the public form's tests added since (skm.test.ts answers it)
    const open = shown(current.name);
    expect(open).toMatchObject({ minimum: 52, minimum_reached: open.respondents >= 52 });
    expect(open.respondents).toBeGreaterThanOrEqual(18);
    const seeded = await sql<{ n: number }>(
      "select count(*)::int as n from public.skm_responses r join public.skm_periods p on p.id = r.period_id where p.name = $1 and r.age between 18 and 40 and r.created_at <= (select min(created_at) from public.skm_periods)",
      [current.name],
    );
    expect(seeded[0].n).toBe(18);
    for (const name of [previous.name, current.name]) expect(shown(name).ikm).toBeGreaterThan(76.61);
    // the trend moves: the half-year of the follow-up scored lower than this one's seeded responses (other tests
    // answer the open period too, so its own figure is read over the seeded rows: IKM = mean of the 9 scores' sum / 9 × 25)
    const [seededIkm] = await sql<{ ikm: string }>(
      "select round(avg(u1 + u2 + u3 + u4 + u5 + u6 + u7 + u8 + u9) / 9 * 25, 2)::text as ikm from public.skm_responses r join public.skm_periods p on p.id = r.period_id where p.name = $1 and r.created_at <= (select min(created_at) from public.skm_periods)",
      [current.name],
    );
    expect(shown(previous.name).ikm!).toBeLessThan(Number(seededIkm.ikm));
    // the newest first: the open half-year is what /survei-kepuasan shows on top
    expect(figures.findIndex((f) => f.name === current.name)).toBeLessThan(figures.findIndex((f) => f.name === previous.name));
  });
});
