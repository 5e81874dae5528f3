import { screen, waitFor, within } from "@testing-library/react";
import { paths } from "@/config/paths";
import { db, makeFacility, makeGalleryItem, makeInstructor, setTable } from "../msw/db";
import { lastRequest } from "../msw/handlers";
import { renderRoute } from "../setup/render";
import { renderAdmin } from "./admin-helpers";

const pad = (n: number) => String(n).padStart(2, "0");

/** 45 instructors: names 'Instruktur 01'..'Instruktur 45', titles in reverse order. */
function seedInstructors(count = 45) {
  setTable(
    "instructors",
    Array.from({ length: count }, (_, i) =>
      makeInstructor({ name: `Instruktur ${pad(i + 1)}`, title: `Jabatan ${pad(count - i)}${i === 6 ? " Jaringan (LAN)" : ""}` }),
    ),
  );
}

const names = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0].textContent);

describe("Admin lists: search, sort and pages in the URL", () => {
  it("pages the instructors 20 at a time with server ranges and an exact total", async () => {
    seedInstructors();
    const { user, router } = renderAdmin(paths.admin.instructors.getHref());
    await screen.findByText("Instruktur 01");
    expect(names()).toHaveLength(20);
    expect(screen.getByText("Menampilkan 1–20 dari 45 instruktur")).toBeInTheDocument();
    const request = lastRequest("instructors", "select")!;
    expect([request.url.searchParams.get("offset"), request.url.searchParams.get("limit")]).toEqual(["0", "20"]);

    await user.click(screen.getByRole("button", { name: /Berikutnya/ }));
    await screen.findByText("Instruktur 21");
    expect(router.state.location.search).toBe("?halaman=2");
    expect(lastRequest("instructors", "select")!.url.searchParams.get("offset")).toBe("20");
    expect(screen.getByText("Menampilkan 21–40 dari 45 instruktur")).toBeInTheDocument();
    expect(screen.getByText("Halaman 2 dari 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Berikutnya/ }));
    await screen.findByText("Instruktur 45");
    expect(names()).toHaveLength(5);
    expect(screen.getByRole("button", { name: /Berikutnya/ })).toBeDisabled();
  });

  it("sorts by a column header (aria-sort), both directions, back on page 1", async () => {
    seedInstructors();
    const { user, router } = renderAdmin(`${paths.admin.instructors.getHref()}?halaman=2`);
    await screen.findByText("Instruktur 21");
    const nameHeader = screen.getByRole("columnheader", { name: "Nama" });
    expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    const titleHeader = screen.getByRole("columnheader", { name: "Jabatan" });
    expect(titleHeader).toHaveAttribute("aria-sort", "none");

    await user.click(within(titleHeader).getByRole("button", { name: "Jabatan" }));
    await waitFor(() => expect(names()[0]).toBe("Instruktur 45")); // 'Jabatan 01'
    expect(new URLSearchParams(router.state.location.search).get("urut")).toBe("title");
    expect(new URLSearchParams(router.state.location.search).get("halaman")).toBeNull();
    expect(screen.getByRole("columnheader", { name: "Jabatan" })).toHaveAttribute("aria-sort", "ascending");
    expect(lastRequest("instructors", "select")!.url.searchParams.get("order")).toBe("title.asc,id.asc");

    await user.click(screen.getByRole("button", { name: "Jabatan" }));
    await waitFor(() => expect(names()[0]).toBe("Instruktur 01")); // 'Jabatan 45'
    expect(screen.getByRole("columnheader", { name: "Jabatan" })).toHaveAttribute("aria-sort", "descending");
    expect(router.state.location.search).toBe("?urut=title&arah=desc");
  });

  it("searches name and job title on the server as you type; Escape clears; no match says so", async () => {
    seedInstructors();
    const { user, router } = renderAdmin(paths.admin.instructors.getHref());
    await screen.findByText("Instruktur 01");
    const search = screen.getByRole("searchbox", { name: "Cari instruktur" });

    await user.type(search, "jaringan (lan");
    await waitFor(() => expect(names()).toEqual(["Instruktur 07"]));
    expect(new URLSearchParams(router.state.location.search).get("cari")).toBe("jaringan (lan");
    expect(lastRequest("instructors", "select")!.url.searchParams.get("or")).toBe(
      "(name.ilike.*jaringan _lan*,title.ilike.*jaringan _lan*)",
    );
    expect(screen.queryByRole("navigation", { name: "Halaman daftar" })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "tidak ada");
    expect(await screen.findByText('Tidak ada instruktur yang cocok dengan "tidak ada".')).toBeInTheDocument();
    expect(screen.queryByText("Belum Ada Instruktur")).not.toBeInTheDocument();

    await user.keyboard("{Escape}");
    await screen.findByText("Instruktur 01");
    expect(router.state.location.search).toBe("");
  });

  it("a reload or a shared link shows the same view", async () => {
    seedInstructors();
    renderAdmin(`${paths.admin.instructors.getHref()}?cari=instruktur&urut=title&arah=desc&halaman=2`);
    await screen.findByText("Menampilkan 21–40 dari 45 instruktur");
    expect(names()[0]).toBe("Instruktur 21"); // 'Jabatan 25' is the 21st from the top in descending order
    expect(screen.getByRole("searchbox", { name: "Cari instruktur" })).toHaveValue("instruktur");
    expect(screen.getByRole("columnheader", { name: "Jabatan" })).toHaveAttribute("aria-sort", "descending");
  });

  it("ignores malformed URL values (unknown sort column, bad page)", async () => {
    seedInstructors(3);
    renderAdmin(`${paths.admin.instructors.getHref()}?urut=password&arah=sideways&halaman=-4`);
    await screen.findByText("Instruktur 01");
    expect(names()).toEqual(["Instruktur 01", "Instruktur 02", "Instruktur 03"]);
    expect(lastRequest("instructors", "select")!.url.searchParams.get("order")).toBe("name.asc,id.asc");
  });

  it("the admin gallery pages, searches and sorts its photos in the URL", async () => {
    setTable(
      "gallery",
      Array.from({ length: 30 }, (_, i) =>
        makeGalleryItem({ caption: `Foto ${pad(i + 1)}`, created_at: new Date(Date.UTC(2026, 0, i + 1)).toISOString() }),
      ),
    );
    const { user, router } = renderAdmin(`${paths.admin.gallery.getHref()}?halaman=2`);
    const grid = await screen.findByRole("list", { name: "Foto galeri" });
    await waitFor(() => expect(within(grid).getAllByRole("listitem")).toHaveLength(10));
    expect(within(grid).getByText("Foto 10")).toBeInTheDocument(); // newest first: 30..11 on page 1
    expect(screen.getByText("Menampilkan 21–30 dari 30 foto")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Urutkan"), "Terlama");
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Foto galeri" })).getAllByRole("listitem")).toHaveLength(20));
    expect(router.state.location.search).toBe("?urut=created_at&arah=asc");
    expect(within(screen.getByRole("list", { name: "Foto galeri" })).getAllByRole("listitem")[0]).toHaveTextContent("Foto 01");

    await user.type(screen.getByRole("searchbox", { name: "Cari foto" }), "Foto 2");
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Foto galeri" })).getAllByRole("listitem")).toHaveLength(10));
    expect(new URLSearchParams(router.state.location.search).get("cari")).toBe("Foto 2");
  });
});

describe("Admin facilities list", () => {
  it("pages 25 facilities, sorts by name from the header and searches name and description", async () => {
    setTable(
      "facilities",
      Array.from({ length: 25 }, (_, i) =>
        makeFacility({ name: `Ruang ${pad(25 - i)}`, description: i === 3 ? "Lab jaringan Cisco" : "Ruang praktik", created_at: new Date(Date.UTC(2026, 0, i + 1)).toISOString() }),
      ),
    );
    const { user, router } = renderAdmin(paths.admin.facilities.getHref());
    await screen.findByText("Menampilkan 1–20 dari 25 fasilitas");
    const nameCell = () => screen.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[1].textContent);
    expect(nameCell()[0]).toBe("Ruang 01"); // newest first
    await user.click(screen.getByRole("button", { name: "Nama" }));
    await waitFor(() => expect(nameCell()[0]).toBe("Ruang 01"));
    expect(router.state.location.search).toBe("?urut=name&arah=asc");
    expect(screen.getByRole("columnheader", { name: "Nama" })).toHaveAttribute("aria-sort", "ascending");
    await user.click(screen.getByRole("button", { name: "Nama" }));
    await waitFor(() => expect(nameCell()[0]).toBe("Ruang 25"));
    await user.type(screen.getByRole("searchbox", { name: "Cari fasilitas" }), "cisco");
    await waitFor(() => expect(nameCell()).toEqual(["Ruang 22"]));
  });
});

describe("Public gallery: 'Muat lebih banyak'", () => {
  it("shows 24 photos, then the next ones on request, until all are shown", async () => {
    setTable("gallery", Array.from({ length: 30 }, (_, i) => makeGalleryItem({ caption: `Foto ${pad(i + 1)}` })));
    const { user } = renderRoute(paths.gallery.getHref());
    const more = await screen.findByRole("button", { name: "Muat lebih banyak" });
    expect(screen.getByText("24 dari 30 foto")).toBeInTheDocument();
    expect(screen.getAllByRole("img")).toHaveLength(24);
    await user.click(more);
    await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(30));
    expect(screen.queryByRole("button", { name: "Muat lebih banyak" })).not.toBeInTheDocument();
    expect(db.gallery).toHaveLength(30);
  });
});
