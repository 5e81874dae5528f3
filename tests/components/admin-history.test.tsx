import { paths } from "@/config/paths";
import { screen, waitFor, within } from "@testing-library/react";
import { ADMIN_ID, TINY_PNG, db, makeHistoryEntry, makeProgram, makeStoredObject, makeSyllabusItem, USER_ID } from "../msw/db";
import { failAlways, failNext, lastRequest, setDelay } from "../msw/handlers";
import { expectToast, renderAdmin } from "./admin-helpers";

const PATH = paths.admin.history.getHref();

/** A program deleted together with its two syllabus items (one transaction), by the admin. */
function seedDeletedProgram() {
  const program = makeProgram({ id: 77, name: "Desain Grafis Pulih", file_path: "1731900000001.png" });
  const items = [
    makeSyllabusItem({ id: 901, program_id: 77, item_order: 1, title: "Dasar", duration_jp: 8, kode_unit: "U-1" }),
    makeSyllabusItem({ id: 902, program_id: 77, item_order: 2, title: "Lanjut", duration_jp: 16, kode_unit: "U-2" }),
  ];
  const entries = [
    ...items.map((item) => makeHistoryEntry({ table_name: "syllabus_items", action: "DELETE", old_data: item, transaction_id: 5 })),
    makeHistoryEntry({ table_name: "programs", action: "DELETE", old_data: program, transaction_id: 5 }),
  ];
  db.change_history.push(...entries);
  // its image, kept in storage after the deletion
  db.storage.push(makeStoredObject("programs", "1731900000001.png", TINY_PNG, "image/png", ADMIN_ID));
  return { program, entry: entries[2] };
}

describe(`Admin change history (${paths.admin.history.path})`, () => {
  it("is in the admin navigation, group Tim & Keamanan", async () => {
    const { user } = renderAdmin(paths.admin.dashboard.getHref());
    await user.click(await screen.findByRole("button", { name: "Tim & Keamanan" }));
    const links = await screen.findAllByRole("link", { name: /Riwayat Perubahan/ });
    expect(links[0]).toHaveAttribute("href", PATH);
  });

  it("shows skeletons while loading", async () => {
    setDelay("change_history", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Riwayat Perubahan" })).toBeInTheDocument();
    expect(document.title).toMatch(/^Riwayat Perubahan \| /);
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
  });

  it("shows an error state when loading fails", async () => {
    failAlways("change_history", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat riwayat perubahan.")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Riwayat' when nothing was recorded", async () => {
    renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada Riwayat")).toBeInTheDocument();
  });

  it("lists changes newest first with who, what and a field-by-field diff of an edit, and links to the row", async () => {
    db.change_history.push(
      makeHistoryEntry({
        id: 1,
        changed_at: "2026-11-01T08:00:00Z",
        table_name: "schedules",
        action: "INSERT",
        new_data: { id: 4, program: "Jaringan", batch: "Batch 1" },
      }),
      makeHistoryEntry({
        id: 2,
        changed_at: "2026-11-02T08:00:00Z",
        table_name: "instructors",
        action: "UPDATE",
        old_data: { id: 3, name: "Budi", title: "Instruktur", updated_at: "a" },
        new_data: { id: 3, name: "Budi", title: "Instruktur Senior", updated_at: "b" },
        actor_email: "editor@example.com",
      }),
    );
    renderAdmin(PATH);
    const articles = await screen.findAllByRole("article");
    expect(articles.map((a) => within(a).getByRole("heading").textContent)).toEqual(["Budi", "Jaringan (Batch 1)"]);

    const edit = articles[0];
    expect(within(edit).getByText("Diubah")).toBeInTheDocument();
    expect(within(edit).getByText("editor@example.com")).toBeInTheDocument();
    const diff = within(edit).getByRole("table");
    expect(within(diff).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Kolom", "Sebelum", "Sesudah"]);
    const rows = within(diff).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1); // only the changed field (updated_at alone is not listed)
    expect(within(rows[0]).getByRole("rowheader")).toHaveTextContent("Jabatan");
    expect(rows[0]).toHaveTextContent("Instruktur");
    expect(rows[0]).toHaveTextContent("Instruktur Senior");
    expect(within(edit).getByRole("link", { name: "Lihat data Budi" })).toHaveAttribute("href", paths.admin.instructors.getHref());
    expect(within(edit).queryByRole("button", { name: /Pulihkan/ })).not.toBeInTheDocument();
    expect(screen.getByText("2 perubahan, terbaru di atas.")).toBeInTheDocument();
  });

  it("keeps the filters in the URL and sends them to the database", async () => {
    db.change_history.push(
      makeHistoryEntry({ table_name: "programs", action: "INSERT", new_data: { id: 1, name: "A" } }),
      makeHistoryEntry({ table_name: "gallery", action: "INSERT", new_data: { id: 2, caption: "Foto B" }, actor_id: USER_ID, actor_email: "lain@example.com" }),
    );
    const { user, router } = renderAdmin(`${PATH}?tabel=gallery&dari=2026-01-01&sampai=2026-12-31&halaman=x`);
    expect(await screen.findAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Foto B" })).toBeInTheDocument();
    const url = new URL(lastRequest("change_history", "select")!.url);
    expect(url.searchParams.get("table_name")).toBe("eq.gallery");
    expect(url.searchParams.getAll("changed_at")).toEqual([
      `gte.${new Date(2026, 0, 1).toISOString()}`,
      `lt.${new Date(2027, 0, 1).toISOString()}`,
    ]);

    // choosing an administrator adds it to the URL next to the other filters
    await user.click(screen.getByRole("combobox", { name: "Administrator" }));
    await user.click(await screen.findByRole("option", { name: "lain@example.com" }));
    await waitFor(() => expect(router.state.location.search).toContain(`admin=${USER_ID}`));
    expect(router.state.location.search).toContain("tabel=gallery");
    await waitFor(() => expect(new URL(lastRequest("change_history", "select")!.url).searchParams.get("actor_id")).toBe(`eq.${USER_ID}`));

    // clearing the filters empties the URL
    await user.click(screen.getAllByRole("button", { name: "Hapus filter" })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findAllByRole("article")).toHaveLength(2);
  });

  it("says so when no change matches the filters", async () => {
    db.change_history.push(makeHistoryEntry({ table_name: "programs", action: "INSERT", new_data: { id: 1, name: "A" } }));
    renderAdmin(`${PATH}?tabel=faq`);
    expect(await screen.findByText("Tidak Ada Perubahan yang Cocok")).toBeInTheDocument();
  });

  it("pages through more than 20 changes with the page in the URL", async () => {
    for (let i = 0; i < 25; i++) {
      db.change_history.push(makeHistoryEntry({ table_name: "instructors", action: "INSERT", new_data: { id: i + 1, name: `Orang ${i + 1}` } }));
    }
    const { user, router } = renderAdmin(PATH);
    expect(await screen.findAllByRole("article")).toHaveLength(20);
    expect(screen.getByText("Halaman 1 dari 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Berikutnya" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(5));
    expect(router.state.location.search).toBe("?halaman=2");
    expect(screen.getByText("Halaman 2 dari 2")).toBeInTheDocument();
  });

  it("restores a deleted program with its syllabus after confirmation, then shows it as restored", async () => {
    const { program, entry } = seedDeletedProgram();
    const { user } = renderAdmin(PATH);
    const card = await screen.findByRole("article", { name: program.name });
    expect(within(card).getByText("Dihapus")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: `Pulihkan ${program.name}` }));
    const dialog = await screen.findByRole("alertdialog", { name: "Pulihkan data ini?" });
    expect(dialog).toHaveTextContent(`Program Pelatihan "${program.name}" akan dikembalikan seperti sebelum dihapus, beserta silabusnya dan gambarnya.`);
    await user.click(within(dialog).getByRole("button", { name: "Ya, Pulihkan" }));
    await expectToast("Data berhasil dipulihkan.");
    expect(lastRequest("rpc", "restore_deleted")?.body).toEqual({ p_history_id: entry.id });
    expect(db.programs.some((p) => p.id === 77)).toBe(true);
    expect(db.syllabus_items.filter((i) => i.program_id === 77).map((i) => i.title)).toEqual(["Dasar", "Lanjut"]);
    // the list now starts with the restore (program + syllabus inserts) and the delete is marked as restored
    const deletedCard = () => screen.getAllByRole("article", { name: program.name }).find((a) => within(a).queryByText("Dihapus"))!;
    await waitFor(() => expect(within(deletedCard()).getByText("Sudah dipulihkan")).toBeInTheDocument());
    expect(within(deletedCard()).queryByRole("button", { name: /Pulihkan/ })).not.toBeInTheDocument();
    expect(screen.getAllByText("Hasil pemulihan").length).toBeGreaterThanOrEqual(1);
  });

  it("reports a refused restore (id taken) in a destructive toast and changes nothing", async () => {
    const { entry } = seedDeletedProgram();
    db.programs.push(makeProgram({ id: 77, name: "Pemilik baru ID 77" }));
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Pulihkan Desain Grafis Pulih" }));
    await user.click(await screen.findByRole("button", { name: "Ya, Pulihkan" }));
    const toast = await expectToast("Gagal memulihkan data.", "destructive");
    expect(toast).toHaveTextContent("Data tidak dapat dipulihkan: ID 77 pada tabel program pelatihan sudah dipakai oleh data lain. Tidak ada yang diubah.");
    expect(db.programs.filter((p) => p.id === 77).map((p) => p.name)).toEqual(["Pemilik baru ID 77"]);
    expect(db.change_history.some((h) => h.restored_from === entry.id)).toBe(false);
  });

  it("reports a network failure of the restore", async () => {
    seedDeletedProgram();
    failNext("rpc", "restore_deleted");
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Pulihkan Desain Grafis Pulih" }));
    await user.click(await screen.findByRole("button", { name: "Ya, Pulihkan" }));
    await expectToast("Gagal memulihkan data.", "destructive");
    expect(db.programs.some((p) => p.id === 77)).toBe(false);
  });

  it("shows nothing to a signed-in non-admin (the database returns no rows)", async () => {
    db.change_history.push(makeHistoryEntry({ table_name: "programs", action: "INSERT", new_data: { id: 1, name: "Rahasia" }, actor_id: ADMIN_ID }));
    renderAdmin(PATH, "user");
    expect(await screen.findByText("Belum Ada Riwayat")).toBeInTheDocument();
    expect(screen.queryByText("Rahasia")).not.toBeInTheDocument();
  });
});
