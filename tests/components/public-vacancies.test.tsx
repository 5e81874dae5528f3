import { configure, screen, within } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { db, insertRows, setTable } from "../msw/db";
import { failAlways } from "../msw/handlers";
import { paths } from "@/config/paths";
import { formatDeadline, jakartaToday } from "@/features/vacancies/api/deadline";

configure({ asyncUtilTimeout: 5000 });

/** yyyy-mm-dd `days` from today in Asia/Jakarta. */
function day(days: number) {
  const d = new Date(`${jakartaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe(paths.vacancies.getHref(), () => {
  it("shows each open vacancy, nearest deadline first, and never a past or unpublished one", async () => {
    const [partner] = insertRows("partners", [
      { name: "PT Telkom Indonesia", sector: "Telekomunikasi", cooperation: ["rekrutmen"], image_url: "https://example.com/logo.png", file_path: "logo.png" },
    ]);
    insertRows("vacancies", [
      { position: "Teknisi Jaringan", partner_id: partner.id, company: null, location: "Banda Aceh", requirements: "SIM C\nLulusan TKJ", deadline: day(20), apply_url: "https://telkom.example.co.id/karier", karirhub_url: "https://karirhub.kemnaker.go.id/lowongan/9", published: true },
      { position: "Staf IT", company: "CV Maju Jaya", location: "Sigli", requirements: "Jujur", deadline: day(0), apply_url: "https://maju.example.com", published: true },
      { position: "Lowongan Lewat", company: "CV Lama", location: "Sigli", requirements: "x", deadline: day(-1), apply_url: "https://lama.example.com", published: true },
      { position: "Lowongan Draf", company: "CV Draf", location: "Sigli", requirements: "x", deadline: day(5), apply_url: "https://draf.example.com", published: false },
    ]);
    renderRoute(paths.vacancies.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Lowongan Kerja" })).toBeInTheDocument();
    const cards = await screen.findAllByTestId("vacancy-card");
    expect(cards.map((c) => within(c).getByRole("heading", { level: 2 }).textContent)).toEqual(["Staf IT", "Teknisi Jaringan"]);
    const telkom = within(cards[1]);
    expect(telkom.getByText("PT Telkom Indonesia")).toBeInTheDocument();
    expect(telkom.getByRole("img", { name: "Logo PT Telkom Indonesia" })).toHaveAttribute("src", "https://example.com/logo.png");
    expect(telkom.getByText("Banda Aceh")).toBeInTheDocument();
    expect(telkom.getByText(`Batas lamaran: ${formatDeadline(day(20))}`)).toBeInTheDocument();
    expect(formatDeadline("2026-12-12")).toBe("12 Desember 2026");
    const apply = telkom.getByRole("link", { name: "Lamar Teknisi Jaringan di PT Telkom Indonesia (membuka situs lain)" });
    expect(apply).toHaveAttribute("href", "https://telkom.example.co.id/karier");
    expect(apply).toHaveAttribute("target", "_blank");
    expect(apply.getAttribute("rel")).toContain("noopener");
    expect(telkom.getByRole("link", { name: /Karirhub/ })).toHaveAttribute("href", "https://karirhub.kemnaker.go.id/lowongan/9");
    expect(within(cards[0]).queryByRole("link", { name: /Karirhub/ })).toBeNull();
    expect(screen.queryByText("Lowongan Lewat")).toBeNull();
    expect(screen.queryByText("Lowongan Draf")).toBeNull();
    expect(document.title).toMatch(/^Lowongan Kerja \| /);
  });

  it("says so when there is none, and when the list cannot be loaded", async () => {
    setTable("vacancies", []);
    const view = renderRoute(paths.vacancies.getHref());
    expect(await screen.findByText("Belum Ada Lowongan")).toBeInTheDocument();
    view.unmount();
    failAlways("vacancies", "select");
    renderRoute(paths.vacancies.getHref());
    expect(await screen.findByText("Gagal Memuat Lowongan")).toBeInTheDocument();
  });
});

describe("a program's page", () => {
  it("lists the open vacancies linked to the program, not another program's or a past one", async () => {
    const [program, other] = db.programs;
    insertRows("vacancies", [
      { position: "Teknisi Program Ini", company: "CV Satu", location: "Banda Aceh", requirements: "x", deadline: day(3), apply_url: "https://satu.example.com", program_ids: [program.id], published: true },
      { position: "Lowongan Program Lain", company: "CV Dua", location: "Sigli", requirements: "x", deadline: day(3), apply_url: "https://dua.example.com", program_ids: [other.id], published: true },
      { position: "Lewat Program Ini", company: "CV Tiga", location: "Sigli", requirements: "x", deadline: day(-2), apply_url: "https://tiga.example.com", program_ids: [program.id], published: true },
    ]);
    renderRoute(paths.programDetail.getHref(program.id));
    const section = within((await screen.findByRole("heading", { name: "Lowongan Terkait" })).closest("section")!);
    expect(section.getByText("Teknisi Program Ini")).toBeInTheDocument();
    expect(section.getByText(`CV Satu · Banda Aceh · Batas lamaran: ${formatDeadline(day(3))}`)).toBeInTheDocument();
    expect(section.getByRole("link", { name: "Lamar Teknisi Program Ini di CV Satu (membuka situs lain)" })).toHaveAttribute("href", "https://satu.example.com");
    expect(section.queryByText("Lowongan Program Lain")).toBeNull();
    expect(section.queryByText("Lewat Program Ini")).toBeNull();
    expect(section.getByRole("link", { name: "Semua lowongan kerja" })).toHaveAttribute("href", paths.vacancies.getHref());
  });
});
