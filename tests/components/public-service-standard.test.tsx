/**
 * Standar Pelayanan and Maklumat Pelayanan (docs/service-standard.md): the two groups as h2 and each component a
 * numbered h3 in the fixed order, a body of several lines as a numbered list with its links, the pledge with its place,
 * date (in Indonesian) and signer, "Cetak" opening the print dialog with a plain title for the paper, and the
 * footer's links. What the database allows is tested in tests/integration/service-standard.test.ts.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoute } from "../setup/render";
import { complete, setTable } from "../msw/db";
import { failAlways } from "../msw/handlers";
import { paths } from "@/config/paths";

const SECTIONS: [string, "penyampaian" | "pengelolaan", string, string][] = [
  ["persyaratan", "penyampaian", "Persyaratan", "Mengisi formulir pendaftaran\nMengunggah KTP dan Ijazah Terakhir"],
  ["prosedur", "penyampaian", "Sistem, Mekanisme, dan Prosedur", "Pendaftaran\nSeleksi\nPelatihan\nSertifikat"],
  ["biaya", "penyampaian", "Biaya/Tarif", "Tidak dipungut biaya (gratis)"],
  ["pengaduan", "penyampaian", "Penanganan Pengaduan, Saran dan Masukan", "Melalui SP4N-LAPOR! di https://www.lapor.go.id."],
  ["dasar_hukum", "pengelolaan", "Dasar Hukum", "Undang-Undang Nomor 25 Tahun 2009 tentang Pelayanan Publik"],
  ["evaluasi_kinerja", "pengelolaan", "Evaluasi Kinerja Pelaksana", "Survei Kepuasan Masyarakat"],
];

beforeEach(() => {
  // rows given in another order than their position: the page orders them
  setTable(
    "service_standard_sections",
    SECTIONS.map(([key, component_group, title, body], i) => complete("service_standard_sections", { id: i + 1, key, component_group, title, body, position: i + 1 })).reverse(),
  );
  setTable("service_pledge", [
    complete("service_pledge", {
      id: 1,
      statement: "Dengan ini, kami menyatakan sanggup menyelenggarakan pelayanan sesuai standar pelayanan yang telah ditetapkan.",
      signer_name: "Ir. Teuku Uji, M.T.",
      signer_position: "Kepala UPTD Balai Latihan Kerja Banda Aceh",
      place: "Banda Aceh",
      signed_on: "2026-01-02",
    }),
  ]);
});

describe(paths.serviceStandard.path, () => {
  it("shows the two groups and each component numbered, in order, with its text", async () => {
    renderRoute(paths.serviceStandard.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Standar Pelayanan" })).toBeInTheDocument();
    const groups = await screen.findAllByRole("heading", { level: 2, name: /^[AB]\. Komponen/ });
    expect(groups.map((h) => h.textContent)).toEqual([
      "A. Komponen Penyampaian Pelayanan",
      "B. Komponen Pengelolaan Pelayanan di Internal Organisasi",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "1. Persyaratan",
      "2. Sistem, Mekanisme, dan Prosedur",
      "3. Biaya/Tarif",
      "4. Penanganan Pengaduan, Saran dan Masukan",
      "1. Dasar Hukum",
      "2. Evaluasi Kinerja Pelaksana",
    ]);
    // several lines are a numbered list, one line a paragraph
    const procedure = screen.getByRole("region", { name: "2. Sistem, Mekanisme, dan Prosedur" });
    expect(within(procedure).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Pendaftaran", "Seleksi", "Pelatihan", "Sertifikat"]);
    const cost = screen.getByRole("region", { name: "3. Biaya/Tarif" });
    expect(within(cost).queryByRole("list")).not.toBeInTheDocument();
    expect(cost).toHaveTextContent("Tidak dipungut biaya (gratis)");
    // a bare link is a link, without the sentence's full stop
    const complaints = screen.getByRole("region", { name: "4. Penanganan Pengaduan, Saran dan Masukan" });
    expect(within(complaints).getByRole("link", { name: "https://www.lapor.go.id" })).toHaveAttribute("href", "https://www.lapor.go.id");
    expect(screen.getByRole("link", { name: "Lihat Maklumat Pelayanan" })).toHaveAttribute("href", paths.servicePledge.getHref());
  });

  it("prints: Cetak opens the print dialog, and the paper gets a plain title in place of the page's band", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderRoute(paths.serviceStandard.getHref());
    await screen.findByRole("heading", { level: 3, name: "1. Persyaratan" });
    expect(screen.queryByText(/^Kejuruan Teknologi Informasi dan Komunikasi, UPTD/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cetak Standar Pelayanan" }));
    expect(print).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(screen.getByText(/^Kejuruan Teknologi Informasi dan Komunikasi, UPTD/)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    print.mockRestore();
  });

  it("says when the standard cannot be loaded", async () => {
    failAlways("service_standard_sections", "select");
    renderRoute(paths.serviceStandard.getHref());
    expect(await screen.findByText("Gagal Memuat Standar Pelayanan")).toBeInTheDocument();
  });
});

describe(paths.servicePledge.path, () => {
  it("shows the pledge, then the place and date in Indonesian and the signer", async () => {
    renderRoute(paths.servicePledge.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Maklumat Pelayanan" })).toBeInTheDocument();
    const pledge = await screen.findByTestId("service-pledge");
    expect(pledge).toHaveTextContent("Dengan ini, kami menyatakan sanggup menyelenggarakan pelayanan");
    const signer = within(pledge).getByTestId("service-pledge-signer");
    expect([...signer.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Banda Aceh, 2 Januari 2026",
      "Kepala UPTD Balai Latihan Kerja Banda Aceh",
      "Ir. Teuku Uji, M.T.",
    ]);
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await userEvent.click(screen.getByRole("button", { name: "Cetak Maklumat Pelayanan" }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    expect(screen.getByRole("link", { name: "Lihat Standar Pelayanan" })).toHaveAttribute("href", paths.serviceStandard.getHref());
  });

  it("is linked, with the standard, from every public page's footer next to Lowongan Kerja", async () => {
    renderRoute(paths.home.getHref());
    const footer = await screen.findByRole("contentinfo");
    const labels = within(footer).getAllByRole("link").map((a) => a.textContent);
    const at = labels.indexOf("Lowongan Kerja");
    expect(labels.slice(at, at + 3)).toEqual(["Lowongan Kerja", "Standar Pelayanan", "Maklumat Pelayanan"]);
    expect(within(footer).getByRole("link", { name: "Standar Pelayanan" })).toHaveAttribute("href", paths.serviceStandard.getHref());
    expect(within(footer).getByRole("link", { name: "Maklumat Pelayanan" })).toHaveAttribute("href", paths.servicePledge.getHref());
  });
});
