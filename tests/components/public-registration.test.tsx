import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoute } from "../setup/render";
import { daysFromToday, makeSchedule, setTable } from "../msw/db";
import { paths } from "@/config/paths";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function batch(overrides: Parameters<typeof makeSchedule>[0] = {}) {
  const schedule = makeSchedule({
    id: 501,
    program: "Desain Grafis Muda",
    batch: "Batch 9",
    startDate: daysFromToday(20),
    endDate: daysFromToday(50),
    registration_start: daysFromToday(-3),
    registration_end: daysFromToday(5),
    online_registration: true,
    required_documents: ["ktp", "ijazah"],
    ...overrides,
  });
  setTable("schedules", [schedule]);
  return schedule;
}

describe(paths.scheduleRegistration.path, () => {
  it.each([
    [{ registration_start: daysFromToday(3), registration_end: daysFromToday(9) }, "Pendaftaran Belum Dibuka", /dibuka mulai/],
    [{ registration_start: daysFromToday(-9), registration_end: daysFromToday(-2) }, "Pendaftaran Sudah Ditutup", /ditutup sejak/],
    [{ online_registration: false }, "Pendaftaran Melalui Jalur Lain", /tidak menerima pendaftaran melalui situs ini/],
  ])("explains a batch that is not open here (%o)", async (overrides, title, body) => {
    const schedule = batch(overrides);
    renderRoute(paths.scheduleRegistration.getHref(schedule.id));
    expect(await screen.findByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(body)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lihat Jadwal Ini" })).toHaveAttribute("href", paths.scheduleDetail.getHref(schedule.id));
    expect(screen.queryByRole("button", { name: "Lanjut" })).not.toBeInTheDocument();
  });

  it("says so for an unknown batch", async () => {
    setTable("schedules", []);
    renderRoute(paths.scheduleRegistration.getHref(999));
    expect(await screen.findByText("Jadwal Tidak Ditemukan")).toBeInTheDocument();
  });

  it("validates a step before the next, with a focused summary; warns when the NIK's date does not match", async () => {
    const user = userEvent.setup();
    const schedule = batch();
    renderRoute(paths.scheduleRegistration.getHref(schedule.id));
    expect(await screen.findByRole("heading", { name: "Langkah 1 dari 4: Data Diri" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Lanjut" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Periksa kembali isian berikut:");
    expect(within(summary).getByRole("button", { name: "NIK harus diisi." })).toBeInTheDocument();
    expect(summary).toHaveFocus();
    await user.type(screen.getByLabelText("NIK"), "1171010101990001");
    await user.type(screen.getByLabelText("Tanggal Lahir"), "1999-01-02");
    expect(await screen.findByText(/tidak cocok dengan NIK/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Langkah 1 dari 4: Data Diri" })).toBeInTheDocument();
  });

  it("keeps a half-filled form on this device and forgets it on request", async () => {
    const user = userEvent.setup();
    const schedule = batch();
    const first = renderRoute(paths.scheduleRegistration.getHref(schedule.id));
    await user.type(await screen.findByLabelText("Nama Lengkap (sesuai KTP)"), "Cut Nyak Uji");
    await new Promise((r) => setTimeout(r, 600)); // the draft is saved 400 ms after the last change
    first.unmount();
    renderRoute(paths.scheduleRegistration.getHref(schedule.id));
    expect(await screen.findByText("Data yang belum dikirim dipulihkan dari perangkat ini.")).toBeInTheDocument();
    expect(screen.getByLabelText("Nama Lengkap (sesuai KTP)")).toHaveValue("Cut Nyak Uji");
    await user.click(screen.getByRole("button", { name: "Hapus data di perangkat ini" }));
    expect(screen.getByLabelText("Nama Lengkap (sesuai KTP)")).toHaveValue("");
    await new Promise((r) => setTimeout(r, 600));
    expect(localStorage.getItem(`pendaftaran-draf-${schedule.id}`)).toBeNull();
  });
});
