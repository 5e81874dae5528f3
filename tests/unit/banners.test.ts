import { describe, expect, it } from "vitest";
import {
  DEFAULT_AUTOPLAY_DELAY_MS,
  DEFAULT_BANNER_SUBTITLE,
  getAutoplayDelay,
  getBannerSubtitle,
  getImagePosition,
  imagePositionToObjectPosition,
  isBannerActive,
  selectActiveBanners,
  shouldLoop,
} from "@/features/banners/lib/banners";

const today = new Date(2026, 5, 30, 18, 30); // 30 June 2026, evening

describe("active banner selection (start_date <= today <= end_date, inclusive)", () => {
  it("is active on the start day", () => {
    expect(isBannerActive({ start_date: "2026-06-30", end_date: "2026-07-10" }, today)).toBe(true);
  });
  it("is active all of the end day", () => {
    expect(isBannerActive({ start_date: "2026-06-01", end_date: "2026-06-30" }, today)).toBe(true);
    expect(isBannerActive({ start_date: "2026-06-01", end_date: "2026-06-30" }, new Date(2026, 5, 30, 23, 59, 59))).toBe(true);
  });
  it("is not active the day before the start or the day after the end", () => {
    expect(isBannerActive({ start_date: "2026-07-01", end_date: "2026-07-10" }, today)).toBe(false);
    expect(isBannerActive({ start_date: "2026-06-01", end_date: "2026-06-29" }, today)).toBe(false);
  });
  it("is not active with invalid dates", () => {
    expect(isBannerActive({ start_date: "x", end_date: "2026-07-10" }, today)).toBe(false);
    expect(isBannerActive({ start_date: null, end_date: null }, today)).toBe(false);
  });
  it("selects only the active banners, keeping their order", () => {
    const banners = [
      { id: 1, start_date: "2026-06-01", end_date: "2026-06-30" },
      { id: 2, start_date: "2026-07-01", end_date: "2026-07-31" },
      { id: 3, start_date: "2026-01-01", end_date: "2026-12-31" },
      { id: 4, start_date: "2026-05-01", end_date: "2026-06-29" },
    ];
    expect(selectActiveBanners(banners, today).map((b) => b.id)).toEqual([1, 3]);
    expect(selectActiveBanners(null, today)).toEqual([]);
    expect(selectActiveBanners(undefined)).toEqual([]);
  });
});

describe("autoplay and loop", () => {
  it("uses the first banner's autoplay_delay_ms", () => {
    expect(getAutoplayDelay([{ autoplay_delay_ms: 8000 }, { autoplay_delay_ms: 2000 }])).toBe(8000);
  });
  it("defaults to 5000 ms when the first banner has none, or there are no banners", () => {
    expect(DEFAULT_AUTOPLAY_DELAY_MS).toBe(5000);
    expect(getAutoplayDelay([{ autoplay_delay_ms: null }, { autoplay_delay_ms: 2000 }])).toBe(5000);
    expect(getAutoplayDelay([{}])).toBe(5000);
    expect(getAutoplayDelay([])).toBe(5000);
    expect(getAutoplayDelay(null)).toBe(5000);
  });
  it("never goes below the 1000 ms minimum", () => {
    expect(getAutoplayDelay([{ autoplay_delay_ms: 200 }])).toBe(1000);
    expect(getAutoplayDelay([{ autoplay_delay_ms: 1000 }])).toBe(1000);
  });
  it("loops only with more than one banner", () => {
    expect(shouldLoop([])).toBe(false);
    expect(shouldLoop([{}])).toBe(false);
    expect(shouldLoop([{}, {}])).toBe(true);
    expect(shouldLoop(undefined)).toBe(false);
  });
});

describe("subtitle and image position", () => {
  it("uses the default subtitle about quality vocational training when absent", () => {
    expect(DEFAULT_BANNER_SUBTITLE).toMatch(/pelatihan vokasi berkualitas/i);
    expect(getBannerSubtitle({ subtitle: null })).toBe(DEFAULT_BANNER_SUBTITLE);
    expect(getBannerSubtitle({ subtitle: "   " })).toBe(DEFAULT_BANNER_SUBTITLE);
    expect(getBannerSubtitle({})).toBe(DEFAULT_BANNER_SUBTITLE);
    expect(getBannerSubtitle({ subtitle: "Daftar sekarang" })).toBe("Daftar sekarang");
  });
  it("maps Top/Center/Bottom to object positions, Center by default", () => {
    expect(imagePositionToObjectPosition("Top")).toBe("top");
    expect(imagePositionToObjectPosition("Center")).toBe("center");
    expect(imagePositionToObjectPosition("Bottom")).toBe("bottom");
    expect(imagePositionToObjectPosition(null)).toBe("center");
    expect(getImagePosition("weird")).toBe("Center");
  });
});
