import { configure, screen, within } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { daysFromToday, db, makeHeroBanner, makeProgram, makeSchedule, setTable } from "../msw/db";
import { failAlways, setDelay } from "../msw/handlers";
import { paths } from "@/config/paths";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function section(name: string) {
  return screen.getByRole("region", { name });
}

describe("/ (home) hero", () => {
  it("shows the active banners with title, subtitle (or the default one), image position and both buttons", async () => {
    setTable("hero_banners", [
      makeHeroBanner({
        id: 1,
        title: "Banner Satu",
        subtitle: "Subjudul satu",
        image_position: "Top",
        link_to: "https://blkbandaaceh.go.id/pendaftaran",
        created_at: "2026-01-02T00:00:00Z",
      }),
      makeHeroBanner({ id: 2, title: "Banner Dua", subtitle: null, image_position: "Bottom", link_to: null, created_at: "2026-01-01T00:00:00Z" }),
    ]);
    renderRoute(paths.home.getHref());
    const carousel = await screen.findByTestId("hero-carousel");
    const slides = within(carousel).getAllByTestId("hero-slide");
    expect(slides).toHaveLength(2);

    const [one, two] = slides;
    expect(within(one).getByRole("heading", { name: "Banner Satu" })).toBeInTheDocument();
    expect(within(one).getByText("Subjudul satu")).toBeInTheDocument();
    expect(two.querySelector("h2")?.textContent).toBe("Banner Dua");
    expect(two.textContent).toMatch(/pelatihan vokasi berkualitas/i);

    const img1 = one.querySelector("img")!;
    const img2 = two.querySelector("img")!;
    expect(img1.style.objectPosition).toBe("top");
    expect(img2.style.objectPosition).toBe("bottom");
    expect(img1).toHaveAttribute("fetchpriority", "high");
    expect(img1).toHaveAttribute("loading", "eager");
    expect(img1).toHaveAttribute("width");
    expect(img1).toHaveAttribute("height");
    expect(img2).toHaveAttribute("loading", "lazy");

    // Primary button: the banner's link_to, or the programs list; second button: contact page.
    expect(within(one).getByRole("link", { name: /Selengkapnya/ })).toHaveAttribute(
      "href",
      "https://blkbandaaceh.go.id/pendaftaran",
    );
    expect(within(one).getByRole("link", { name: "Hubungi Kami" })).toHaveAttribute("href", paths.contact.getHref());
    // The second slide is inert until shown: query its links by selector.
    const twoLinks = [...two.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(twoLinks).toEqual([paths.programs.getHref(), paths.contact.getHref()]);
    expect(document.title).toMatch(/^Beranda \| /);
  });

  it("only shows banners whose period includes today (inclusive)", async () => {
    setTable("hero_banners", [
      makeHeroBanner({ id: 1, title: "Berakhir Hari Ini", start_date: daysFromToday(-5), end_date: daysFromToday(0) }),
      makeHeroBanner({ id: 2, title: "Berakhir Kemarin", start_date: daysFromToday(-5), end_date: daysFromToday(-1) }),
      makeHeroBanner({ id: 3, title: "Mulai Besok", start_date: daysFromToday(1), end_date: daysFromToday(5) }),
      makeHeroBanner({ id: 4, title: "Mulai Hari Ini", start_date: daysFromToday(0), end_date: daysFromToday(5) }),
    ]);
    renderRoute(paths.home.getHref());
    const carousel = await screen.findByTestId("hero-carousel");
    const titles = within(carousel)
      .getAllByTestId("hero-slide")
      .map((s) => s.querySelector("h2")?.textContent);
    expect(titles.sort()).toEqual(["Berakhir Hari Ini", "Mulai Hari Ini"]);
  });

  it("shows the gradient hero with no active banners", async () => {
    setTable("hero_banners", [makeHeroBanner({ id: 3, start_date: daysFromToday(-30), end_date: daysFromToday(-10) })]);
    renderRoute(paths.home.getHref());
    const hero = await screen.findByTestId("hero-fallback");
    expect(hero).toHaveClass("bg-brand-gradient");
    expect(within(hero).getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(within(hero).getByText(/pelatihan vokasi berkualitas/i)).toBeInTheDocument();
    expect(within(hero).getByRole("link", { name: /Lihat Program Pelatihan/ })).toHaveAttribute("href", paths.programs.getHref());
    expect(within(hero).getByRole("link", { name: "Hubungi Kami" })).toHaveAttribute("href", paths.contact.getHref());
    expect(screen.queryByTestId("hero-carousel")).not.toBeInTheDocument();
  });

  it("shows the gradient hero when the banners fail to load", async () => {
    failAlways("hero_banners", "select");
    renderRoute(paths.home.getHref());
    expect(await screen.findByTestId("hero-fallback")).toHaveClass("bg-brand-gradient");
  });

  it("shows a loading hero while the banners load", async () => {
    setDelay("hero_banners", "select", "infinite");
    renderRoute(paths.home.getHref());
    expect(await screen.findByTestId("hero-loading")).toBeInTheDocument();
  });

  it("has no slide controls with a single banner", async () => {
    setTable("hero_banners", [makeHeroBanner({ id: 1, title: "Satu-satunya" })]);
    renderRoute(paths.home.getHref());
    await screen.findByTestId("hero-carousel");
    expect(screen.queryByRole("button", { name: /Tampilkan slide/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /slide otomatis/ })).not.toBeInTheDocument();
  });
});

describe("/ (home) sections", () => {
  it("'Program Unggulan' shows only featured programs with 'Lihat Detail' links", async () => {
    renderRoute(paths.home.getHref());
    await screen.findAllByTestId("program-card");
    const region = section("Program Unggulan");
    const cards = within(region).getAllByTestId("program-card");
    const featured = db.programs.filter((p) => p.is_featured);
    expect(cards).toHaveLength(featured.length);
    for (const program of featured) {
      const link = within(region).getByRole("link", { name: `Lihat Detail ${program.name}` });
      expect(link).toHaveAttribute("href", paths.programDetail.getHref(program.id));
    }
    expect(within(cards[0]).getByTestId("program-description")).toHaveClass("line-clamp-3");
    expect(within(cards[0]).getByText(/^Durasi: /)).toBeInTheDocument();
  });

  it("'Program Unggulan' shows 'Belum Ada Program Unggulan' without featured programs", async () => {
    setTable("programs", [makeProgram({ id: 1, is_featured: false })]);
    renderRoute(paths.home.getHref());
    expect(await screen.findByText("Belum Ada Program Unggulan")).toBeInTheDocument();
  });

  it(`'Jadwal Pelatihan' shows at most 4 running or upcoming schedules and links to ${paths.schedules.path}`, async () => {
    renderRoute(paths.home.getHref());
    const list = await screen.findByTestId("home-schedules");
    const cards = within(list).getAllByTestId("schedule-card");
    expect(cards).toHaveLength(4);
    expect(within(list).queryByText("Ditutup")).not.toBeInTheDocument();
    expect(within(cards[0]).getByText("Berlangsung")).toBeInTheDocument();
    expect(within(section("Jadwal Pelatihan")).getByRole("link", { name: /Lihat Semua Jadwal/ })).toHaveAttribute(
      "href",
      paths.schedules.getHref(),
    );
  });

  it("'Jadwal Pelatihan' shows 'Belum Ada Jadwal' when every schedule is closed", async () => {
    setTable("schedules", [makeSchedule({ id: 1, startDate: daysFromToday(-20), endDate: daysFromToday(-1) })]);
    renderRoute(paths.home.getHref());
    expect(await screen.findByText("Belum Ada Jadwal")).toBeInTheDocument();
  });

  it("'Fasilitas Modern' shows the first 6 facilities with a 2-line clamp", async () => {
    renderRoute(paths.home.getHref());
    const list = await screen.findByTestId("home-facilities");
    const cards = within(list).getAllByTestId("facility-card");
    expect(db.facilities.length).toBeGreaterThan(6);
    expect(cards).toHaveLength(6);
    expect(within(cards[0]).getByTestId("facility-description")).toHaveClass("line-clamp-2");
    for (const card of cards) expect(card.querySelector("img")).toHaveAttribute("loading", "lazy");
  });

  it("'Fasilitas Modern' shows 'Belum Ada Fasilitas' when empty", async () => {
    setTable("facilities", []);
    renderRoute(paths.home.getHref());
    expect(await screen.findByText("Belum Ada Fasilitas")).toBeInTheDocument();
  });

  it("shows skeletons in every section while loading", async () => {
    setDelay("*", "select", "infinite");
    renderRoute(paths.home.getHref());
    expect(await screen.findByTestId("featured-loading")).toBeInTheDocument();
    expect(screen.getByTestId("schedules-loading")).toBeInTheDocument();
    expect(screen.getByTestId("facilities-loading")).toBeInTheDocument();
    expect(screen.getByTestId("hero-loading")).toBeInTheDocument();
  });

  it("shows error states when the sections fail to load", async () => {
    failAlways("programs", "select");
    failAlways("schedules", "select");
    failAlways("facilities", "select");
    renderRoute(paths.home.getHref());
    expect(await screen.findByText("Gagal Memuat Program")).toBeInTheDocument();
    expect(await screen.findByText("Gagal memuat data...")).toBeInTheDocument();
    expect(await screen.findByText("Gagal Memuat Fasilitas")).toBeInTheDocument();
  });

  it("has a call to action linking to the schedule page", async () => {
    renderRoute(paths.home.getHref());
    const cta = await screen.findByRole("region", { name: "Siap Meningkatkan Keterampilan Anda?" });
    expect(within(cta).getByRole("link", { name: /Lihat Jadwal Pelatihan/ })).toHaveAttribute("href", paths.schedules.getHref());
  });
});
