import { configure, screen, within, waitFor } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { db, makeFacility, setTable } from "../msw/db";
import { failAlways, setDelay } from "../msw/handlers";
import { paths } from "@/config/paths";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe(paths.facilities.getHref(), () => {
  it("shows 'Fasilitas Kami' and a card per facility with image, name and a 2-line description", async () => {
    renderRoute(paths.facilities.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Fasilitas Kami" })).toBeInTheDocument();
    const cards = await screen.findAllByTestId("facility-card");
    expect(cards).toHaveLength(db.facilities.length);
    const first = db.facilities[0];
    const card = cards.find((c) => within(c).queryByRole("heading", { name: first.name }))!;
    expect(card).toBeDefined();
    const img = within(card).getByRole("img", { name: first.name });
    expect(img).toHaveAttribute("src", first.image_url);
    expect(img).toHaveAttribute("width");
    expect(img).toHaveAttribute("height");
    expect(within(card).getByTestId("facility-description")).toHaveClass("line-clamp-2");
    expect(within(card).getByText(first.description)).toBeInTheDocument();
    // Below-the-fold images load lazily.
    const lazy = cards.slice(3).map((c) => c.querySelector("img")?.getAttribute("loading"));
    expect(lazy.every((l) => l === "lazy")).toBe(true);
    expect(document.title).toMatch(/^Fasilitas Kami \| /);
  });

  it("shows 6 skeleton cards while loading", async () => {
    setDelay("facilities", "select", "infinite");
    renderRoute(paths.facilities.getHref());
    expect(await screen.findAllByTestId("facility-skeleton")).toHaveLength(6);
  });

  it("shows 'Gagal Memuat Fasilitas' on failure", async () => {
    failAlways("facilities", "select");
    renderRoute(paths.facilities.getHref());
    expect(await screen.findByText("Gagal Memuat Fasilitas")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Fasilitas' when empty", async () => {
    setTable("facilities", []);
    renderRoute(paths.facilities.getHref());
    expect(await screen.findByText("Belum Ada Fasilitas")).toBeInTheDocument();
  });

  it("shows a placeholder for a facility without image", async () => {
    setTable("facilities", [makeFacility({ id: 1, name: "Tanpa Foto", image_url: null, file_path: null })]);
    renderRoute(paths.facilities.getHref());
    const card = await screen.findByTestId("facility-card");
    expect(within(card).queryByRole("img")).not.toBeInTheDocument();
    expect(within(card).getByRole("heading", { name: "Tanpa Foto" })).toBeInTheDocument();
  });
});

describe(paths.gallery.getHref(), () => {
  it("shows a grid of photos with captions and opens a lightbox with keyboard navigation", async () => {
    const { user } = renderRoute(paths.gallery.getHref());
    const items = [...db.gallery].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const list = await screen.findByRole("list", { name: "Foto galeri" });
    const figures = within(list).getAllByRole("figure");
    expect(figures).toHaveLength(items.length);
    expect(within(figures[0]).getByText(items[0].caption)).toBeInTheDocument();
    const img = within(figures[0]).getByRole("img", { name: items[0].alt });
    expect(img).toHaveAttribute("src", items[0].src);
    expect(img).toHaveAttribute("width");
    // The first photo (the largest paint on a phone) is fetched first; the others at the browser's own priority.
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(within(figures[1]).getByRole("img")).not.toHaveAttribute("fetchpriority");
    // The first photo loads with the page; the rest lazily (after hydration on a prerendered page).
    const loading = figures.map((figure) => within(figure).getByRole("img").getAttribute("loading"));
    expect(loading).toEqual(loading.map((_, i) => (i === 0 ? "eager" : "lazy")));
    expect(document.title).toMatch(/^Galeri \| /);

    await user.click(screen.getByRole("button", { name: `Perbesar foto: ${items[0].caption}` }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getAllByText(items[0].caption).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(`1 dari ${items.length}`, { exact: false })).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(within(dialog).getByText(`2 dari ${items.length}`, { exact: false })).toBeInTheDocument());

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows skeletons while loading", async () => {
    setDelay("gallery", "select", "infinite");
    renderRoute(paths.gallery.getHref());
    expect(await screen.findByTestId("gallery-loading")).toBeInTheDocument();
  });

  it("shows 'Gagal memuat galeri.' on failure", async () => {
    failAlways("gallery", "select");
    renderRoute(paths.gallery.getHref());
    expect(await screen.findByText("Gagal memuat galeri.")).toBeInTheDocument();
  });

  it("shows 'Galeri Masih Kosong' when empty", async () => {
    setTable("gallery", []);
    renderRoute(paths.gallery.getHref());
    expect(await screen.findByText("Galeri Masih Kosong")).toBeInTheDocument();
  });
});

describe(paths.contact.getHref(), () => {
  it("shows address, a tel: link, a mailto: link and the map frame (height 450, sandboxed, titled)", async () => {
    renderRoute(paths.contact.getHref());
    const contact = db.contact_info[0];
    const main = await screen.findByRole("main");
    expect(await within(main).findByText(contact.address)).toBeInTheDocument();
    const phone = within(main).getByRole("link", { name: contact.phone });
    expect(phone).toHaveAttribute("href", "tel:06517551234");
    const email = within(main).getByRole("link", { name: contact.email });
    expect(email).toHaveAttribute("href", `mailto:${contact.email}`);
    const frame = within(main).getByTitle(/Peta lokasi/);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", contact.map_embed_url);
    expect(frame).toHaveAttribute("height", "450");
    expect(frame).toHaveAttribute("sandbox");
    expect(frame.getAttribute("sandbox")).not.toMatch(/allow-top-navigation/);
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(within(main).queryByText("Peta Tidak Tersedia")).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Kontak \| /);
  });

  it("shows 'Peta Tidak Tersedia' without a map URL", async () => {
    db.contact_info[0] = { ...db.contact_info[0], map_embed_url: null };
    renderRoute(paths.contact.getHref());
    expect(await screen.findByText("Peta Tidak Tersedia")).toBeInTheDocument();
    expect(screen.getByText("Informasi peta belum ditambahkan.")).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("does not embed a map URL that is not https", async () => {
    db.contact_info[0] = { ...db.contact_info[0], map_embed_url: "http://maps.example.com/embed" };
    renderRoute(paths.contact.getHref());
    expect(await screen.findByText("Peta Tidak Tersedia")).toBeInTheDocument();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("shows a skeleton while loading", async () => {
    setDelay("contact_info", "select", "infinite");
    renderRoute(paths.contact.getHref());
    expect(await screen.findByTestId("contact-loading")).toBeInTheDocument();
  });

  it("shows 'Gagal Memuat Informasi Kontak' on failure", async () => {
    failAlways("contact_info", "select");
    renderRoute(paths.contact.getHref());
    expect(await screen.findByText("Gagal Memuat Informasi Kontak")).toBeInTheDocument();
  });

  it("shows an empty state without the contact record", async () => {
    setTable("contact_info", []);
    renderRoute(paths.contact.getHref());
    expect(await screen.findByText("Informasi Kontak Belum Tersedia")).toBeInTheDocument();
  });
});
