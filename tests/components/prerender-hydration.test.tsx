/**
 * Date-based labels of a prerendered page: rendered with the build's day on the server and while React
 * hydrates (no mismatch), with the visitor's real day right after (src/lib/today.ts); images that wait for the
 * app (src/components/late-image.tsx).
 */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render } from "@testing-library/react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createQueryClient, refreshWhenIdle } from "@/app/query-client";
import { LateImage } from "@/components/late-image";
import { setPrerenderedPage } from "@/lib/hydration";
import { getRegistrationStatus } from "@/lib/status";
import { formatDate } from "@/lib/dates";
import { renderedTimestampDaysSoFar, setRenderedDay, useOrigin, useTimestampDay, useToday } from "@/lib/today";
import { paths } from "@/config/paths";

/** Noon UTC: already the next day in Kiritimati (UTC+14). */
const PUBLISHED = "2026-01-15T12:00:00Z";

function Probe() {
  const today = useToday();
  const origin = useOrigin();
  return (
    <p>
      <span data-testid="status">{getRegistrationStatus("2026-01-10", "2026-01-20", today)}</span>
      <span data-testid="year">{today.getFullYear()}</span>
      <a href={`${origin}/jadwal/1`}>bagikan</a>
      <time>{useTimestampDay(PUBLISHED, formatDate)}</time>
    </p>
  );
}

afterEach(() => {
  setRenderedDay(null);
  setPrerenderedPage(false);
});

describe("useToday / useOrigin in a prerendered page", () => {
  it("hydrates with the day the HTML was rendered, then shows today's status without a hydration error", async () => {
    setRenderedDay("2026-01-15", "Pacific/Kiritimati"); // the build day (the batch was running) and zone
    setPrerenderedPage(true); // what src/main.tsx does before hydrating
    const html = renderToString(<Probe />);
    expect(html).toContain("<time>16 Jan 2026</time>");
    expect(html).toContain("Berlangsung");
    expect(html).toContain(`href="${paths.scheduleDetail.getHref(1)}"`);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    // The browser keeps the build's day for hydration (src/main.tsx reads it from the page).
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // Right after hydration: the visitor's today (after 2026-01-20 here) and the real origin.
    expect(container.querySelector('[data-testid="status"]')?.textContent).toBe(getRegistrationStatus("2026-01-10", "2026-01-20", new Date()));
    expect(container.querySelector('[data-testid="year"]')?.textContent).toBe(String(new Date().getFullYear()));
    expect(container.querySelector("a")?.getAttribute("href")).toBe(`${window.location.origin}/jadwal/1`);
    expect(container.querySelector("time")?.textContent).toBe(formatDate(PUBLISHED)); // the visitor's time zone
    container.remove();
  });
});

describe("useToday when nothing differs", () => {
  it("a page hydrated on the day (and in the zone) it was rendered does not render again after hydration", async () => {
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    let renders = 0;
    function Year() {
      renders++;
      return <span>{useToday().getFullYear()}</span>;
    }
    setRenderedDay(day, "UTC");
    setPrerenderedPage(true);
    const html = renderToString(<Year />);
    renders = 0;
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Year />);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(container.textContent).toBe(String(now.getFullYear()));
    expect(renders).toBe(1); // the hydration render only: no transition to "today", it is the same day
    container.remove();
  });
});

describe("timestamp days in a prerendered page", () => {
  it("the render records the day it showed for each timestamp; hydration shows it without formatting the timestamp in that zone", async () => {
    const shown: string[] = [];
    function Published() {
      const day = useTimestampDay(PUBLISHED, formatDate);
      shown.push(day);
      return <time>{day}</time>;
    }
    setRenderedDay("2026-01-15", "Pacific/Kiritimati");
    setPrerenderedPage(true); // as on the server: the render's day and zone
    const html = renderToString(<Published />);
    expect(html).toBe("<time>16 Jan 2026</time>");
    // What the prerender embeds in the page (src/entry-server.tsx).
    const timestampDays = renderedTimestampDaysSoFar();
    expect(timestampDays).toEqual({ [PUBLISHED]: "2026-01-16" });

    // The browser: a fresh start from the page's state.
    setRenderedDay("2026-01-15", "Pacific/Kiritimati", timestampDays);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    shown.length = 0;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Published />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(shown[0]).toBe("16 Jan 2026"); // the hydration render, from the page's state
    expect(formatted).not.toHaveBeenCalled();
    formatted.mockRestore();
    container.remove();
  });
});

describe("LateImage in a prerendered page", () => {
  const props = { src: "https://x.test/a.jpg", srcSet: "https://x.test/a.w480.webp 480w", sizes: "100vw", alt: "Foto kelas", className: "aspect-[3/2] w-full" };

  it("is an empty box plus a <noscript> image in the HTML, and the real lazy image once hydrated", async () => {
    setPrerenderedPage(true); // what src/main.tsx does before hydrating
    const html = renderToString(<LateImage {...props} />);
    // No <img> the browser would fetch before the app runs; the box keeps the image's size (no layout shift).
    expect(html).toMatch(/^<span class="block aspect-\[3\/2\] w-full" aria-hidden="true" data-late-image=""><\/span><noscript><img /);
    expect(html).toContain('alt="Foto kelas"');

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector("img")).toBeNull(); // noscript content is text while scripts run
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <LateImage {...props} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", props.src);
    expect(img).toHaveAttribute("srcset", props.srcSet);
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveClass("aspect-[3/2]", "w-full");
    expect(container.querySelector("[data-late-image]")).toBeNull();
    container.remove();
  });

  it("is the image at once on a page the browser renders itself", () => {
    const { container } = render(<LateImage {...props} />);
    expect(container.querySelector("img")).toHaveAttribute("src", props.src);
    expect(container.querySelector("noscript")).toBeNull();
  });
});

describe("a prerendered page's data (refreshWhenIdle)", () => {
  /**
   * What src/main.tsx does: the page's state (built `builtAgoMs` ago), then refreshWhenIdle; a page with that query
   * and one not cached yet. `idle()` is the browser's idle callback, run when the test says the browser is idle.
   */
  function hydratedPage(builtAgoMs: number) {
    const client = createQueryClient({ retry: false });
    client.setQueryData(["embedded"], "dari build", { updatedAt: Date.now() - builtAgoMs });
    const embedded = vi.fn(async () => "terbaru");
    const fresh = vi.fn(async () => "baru");
    let idle: (() => void) | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => ((idle = callback), 1));
    refreshWhenIdle(client);
    function Page() {
      const a = useQuery({ queryKey: ["embedded"], queryFn: embedded });
      const b = useQuery({ queryKey: ["not-cached"], queryFn: fresh });
      return <p>{`${a.data} / ${b.data ?? "…"}`}</p>;
    }
    const view = render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    return { client, embedded, fresh, idle: () => idle!(), findByText: view.findByText };
  }

  afterEach(() => vi.unstubAllGlobals());

  it("is not refetched as the page mounts, but once the browser is idle; a query not cached yet loads at once", async () => {
    const page = hydratedPage(60 * 60_000);
    try {
      expect(await page.findByText("dari build / baru")).toBeInTheDocument();
      expect(page.embedded).not.toHaveBeenCalled();
      expect(page.fresh).toHaveBeenCalledOnce();
      // The browser is idle: the mounted query is refetched.
      await act(async () => page.idle());
      expect(await page.findByText("terbaru / baru")).toBeInTheDocument();
      expect(page.embedded).toHaveBeenCalledOnce();
      expect(page.client.getDefaultOptions().queries?.refetchOnMount).toBeUndefined();
    } finally {
      page.client.clear();
    }
  });

  it("refreshes data the build fetched only seconds ago too (it may have changed since), and nothing fetched by the page", async () => {
    const page = hydratedPage(5_000);
    try {
      expect(await page.findByText("dari build / baru")).toBeInTheDocument();
      await act(async () => page.idle());
      expect(await page.findByText("terbaru / baru")).toBeInTheDocument();
      expect(page.embedded).toHaveBeenCalledOnce();
      expect(page.fresh).toHaveBeenCalledOnce();
    } finally {
      page.client.clear();
    }
  });
});

describe("the registration form in a prerendered page", () => {
  it("is inert in the HTML (text typed before React attaches would be lost) and usable once hydrated", async () => {
    const { RegistrationForm } = await import("@/features/registrations/components/registration-form");
    const { MemoryRouter } = await import("react-router-dom");
    const { makeSchedule } = await import("../msw/db");
    const schedule = makeSchedule({ online_registration: true, required_documents: ["ktp"] });
    const page = (
      <MemoryRouter>
        <RegistrationForm schedule={schedule} today="2026-11-26" />
      </MemoryRouter>
    );
    setPrerenderedPage(true);
    const html = renderToString(page);
    expect(html).toMatch(/<form[^>]* inert=""/);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector("form")).not.toHaveAttribute("inert");
    container.remove();
  });

  it("is usable at once on a page the browser renders itself", async () => {
    const { RegistrationForm } = await import("@/features/registrations/components/registration-form");
    const { MemoryRouter } = await import("react-router-dom");
    const { makeSchedule } = await import("../msw/db");
    const { container } = render(
      <MemoryRouter>
        <RegistrationForm schedule={makeSchedule({ online_registration: true, required_documents: ["ktp"] })} today="2026-11-26" />
      </MemoryRouter>,
    );
    expect(container.querySelector("form")).not.toHaveAttribute("inert");
  });
});
