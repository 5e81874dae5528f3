import { act, configure, screen, within } from "@testing-library/react";
import { vi } from "vitest";
import { renderRoute } from "../setup/render";
import { makeHeroBanner, setTable } from "../msw/db";
import { paths } from "@/config/paths";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Spy on the carousel libraries (the real implementations still run).
const autoplaySpy = vi.hoisted(() => vi.fn());
const emblaSpy = vi.hoisted(() => vi.fn());
vi.mock("embla-carousel-autoplay", async (importOriginal) => {
  const actual = await importOriginal<typeof import("embla-carousel-autoplay")>();
  const wrapped = (options: unknown) => {
    autoplaySpy(options);
    return actual.default(options as Parameters<typeof actual.default>[0]);
  };
  return { ...actual, default: wrapped };
});
vi.mock("embla-carousel-react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("embla-carousel-react")>();
  const wrapped = (...args: Parameters<typeof actual.default>) => {
    emblaSpy(...args);
    return actual.default(...args);
  };
  return { ...actual, default: wrapped };
});

function banners(count: number, delays: (number | null)[] = []) {
  setTable(
    "hero_banners",
    Array.from({ length: count }, (_, i) =>
      makeHeroBanner({
        id: i + 1,
        title: `Slide ${i + 1}`,
        autoplay_delay_ms: delays[i] ?? null,
        // Newest first: banner 1 is the first one shown.
        created_at: new Date(Date.UTC(2026, 0, 10 - i)).toISOString(),
      }),
    ),
  );
}

function heroCalls() {
  // The hero carousel is the one created with a plugin list containing autoplay.
  return emblaSpy.mock.calls.filter((call) => Array.isArray(call[1]) && call[1].length > 0);
}

function activeTitle() {
  const active = screen.getAllByTestId("hero-slide").find((s) => s.dataset.active === "true");
  return active?.querySelector("h2")?.textContent;
}

afterEach(() => {
  autoplaySpy.mockClear();
  emblaSpy.mockClear();
});

describe("hero carousel controls", () => {
  it("autoplays with the first banner's delay and loops with more than one banner", async () => {
    banners(3, [7000, 2000, 3000]);
    renderRoute(paths.home.getHref());
    const carousel = await screen.findByTestId("hero-carousel");
    expect(autoplaySpy).toHaveBeenCalled();
    expect(autoplaySpy.mock.calls.at(-1)?.[0]).toMatchObject({ delay: 7000 });
    expect(heroCalls().at(-1)?.[0]).toMatchObject({ loop: true });
    expect(carousel).toHaveAttribute("data-autoplay", "on");
  });

  it("uses 5000 ms when the first banner has no delay", async () => {
    banners(2, [null, 3000]);
    renderRoute(paths.home.getHref());
    await screen.findByTestId("hero-carousel");
    expect(autoplaySpy.mock.calls.at(-1)?.[0]).toMatchObject({ delay: 5000 });
  });

  it("does not loop or autoplay with a single banner", async () => {
    banners(1, [3000]);
    renderRoute(paths.home.getHref());
    const carousel = await screen.findByTestId("hero-carousel");
    const call = emblaSpy.mock.calls.find((c) => (c[0] as { loop?: boolean } | undefined)?.loop !== undefined);
    expect(call?.[0]).toMatchObject({ loop: false });
    expect(call?.[1]).toEqual([]);
    expect(carousel).toHaveAttribute("data-autoplay", "off");
  });

  it("has slide indicators, previous/next buttons and arrow keys", async () => {
    banners(3);
    const { user } = renderRoute(paths.home.getHref());
    await screen.findByTestId("hero-carousel");
    const indicators = screen.getAllByRole("button", { name: /^Tampilkan slide \d$/ });
    expect(indicators).toHaveLength(3);
    expect(indicators[0]).toHaveAttribute("aria-current", "true");
    expect(activeTitle()).toBe("Slide 1");

    await user.click(screen.getByRole("button", { name: "Slide berikutnya" }));
    expect(activeTitle()).toBe("Slide 2");
    expect(indicators[1]).toHaveAttribute("aria-current", "true");
    expect(indicators[0]).not.toHaveAttribute("aria-current");

    await user.click(indicators[2]);
    expect(activeTitle()).toBe("Slide 3");

    // Loops: next from the last slide goes back to the first.
    await user.click(screen.getByRole("button", { name: "Slide berikutnya" }));
    expect(activeTitle()).toBe("Slide 1");

    await user.click(screen.getByRole("button", { name: "Slide sebelumnya" }));
    expect(activeTitle()).toBe("Slide 3");

    // Arrow keys while focus is in the carousel.
    await user.keyboard("{ArrowLeft}");
    expect(activeTitle()).toBe("Slide 2");
    await user.keyboard("{ArrowRight}");
    expect(activeTitle()).toBe("Slide 3");

    // Hidden slides are inert (no focusable links) and announced as "n dari N".
    const slides = screen.getAllByTestId("hero-slide");
    expect(slides[0]).toHaveAttribute("inert");
    expect(slides[2]).not.toHaveAttribute("inert");
    expect(slides[2]).toHaveAttribute("aria-roledescription", "slide");
    expect(slides[2]).toHaveAttribute("aria-label", "3 dari 3: Slide 3");
  });

  it("pauses and resumes autoplay with the pause button", async () => {
    banners(2);
    const { user } = renderRoute(paths.home.getHref());
    const carousel = await screen.findByTestId("hero-carousel");
    expect(carousel).toHaveAttribute("data-autoplay", "on");
    await user.click(screen.getByRole("button", { name: "Jeda slide otomatis" }));
    expect(carousel).toHaveAttribute("data-autoplay", "off");
    await user.unhover(carousel);
    await user.click(screen.getByRole("button", { name: "Putar slide otomatis" }));
    await user.unhover(carousel);
    expect(within(carousel).getByRole("button", { name: "Jeda slide otomatis" })).toBeInTheDocument();
    expect(carousel).toHaveAttribute("data-autoplay", "on");
  });

  it("pauses while the pointer is on the banner text or the controls, not merely over the picture", async () => {
    banners(2);
    const { user } = renderRoute(paths.home.getHref());
    const carousel = await screen.findByTestId("hero-carousel");
    const slide = screen.getAllByTestId("hero-slide")[0];
    await user.hover(slide.querySelector("img")!);
    expect(carousel).toHaveAttribute("data-autoplay", "on");
    await user.hover(within(slide).getByRole("heading", { name: "Slide 1" }));
    expect(carousel).toHaveAttribute("data-autoplay", "off");
    await user.unhover(within(slide).getByRole("heading", { name: "Slide 1" }));
    expect(carousel).toHaveAttribute("data-autoplay", "on");
    await user.hover(screen.getByRole("button", { name: "Slide berikutnya" }));
    expect(carousel).toHaveAttribute("data-autoplay", "off");
  });

  it("pauses while focus is inside the slides", async () => {
    banners(2);
    renderRoute(paths.home.getHref());
    const carousel = await screen.findByTestId("hero-carousel");
    const link = within(screen.getAllByTestId("hero-slide")[0]).getByRole("link", { name: "Hubungi Kami" });
    act(() => link.focus());
    expect(carousel).toHaveAttribute("data-autoplay", "off");
    act(() => link.blur());
    expect(carousel).toHaveAttribute("data-autoplay", "on");
  });

  it("does not autoplay under prefers-reduced-motion", async () => {
    const original = window.matchMedia;
    const spy = vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
      const list = original(query);
      if (query.includes("prefers-reduced-motion")) {
        return Object.assign(Object.create(Object.getPrototypeOf(list)), list, {
          matches: query.includes("reduce"),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as MediaQueryList;
      }
      return list;
    });
    try {
      banners(2);
      const { user } = renderRoute(paths.home.getHref());
      const carousel = await screen.findByTestId("hero-carousel");
      expect(carousel).toHaveAttribute("data-autoplay", "off");
      expect(autoplaySpy.mock.calls.at(-1)?.[0]).toMatchObject({ playOnInit: false });
      // The visitor can still start it explicitly.
      const play = screen.getByRole("button", { name: "Putar slide otomatis" });
      await user.click(play);
      await user.unhover(carousel);
      expect(carousel).toHaveAttribute("data-autoplay", "on");
    } finally {
      spy.mockRestore();
    }
  });
});
