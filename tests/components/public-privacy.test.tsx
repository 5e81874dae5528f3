import { configure, screen, waitFor, within } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { db } from "../msw/db";
import { failAlways } from "../msw/handlers";
import { paths } from "@/config/paths";
import { PRIVACY_NOTICE_VERSION } from "@/features/registrations/lib/privacy";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe(paths.privacy.getHref(), () => {
  it("states the controller, purpose, each field and why, who sees it, retention, rights and the data-protection contact", async () => {
    db.contact_info[0] = { ...db.contact_info[0], privacy_email: "ppid@example.go.id" };
    expect(db.registration_settings[0]).toMatchObject({ id: 1, retention_months: 12 });
    db.registration_settings[0] = { ...db.registration_settings[0], retention_months: 18 };
    renderRoute(paths.privacy.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Kebijakan Privasi" })).toBeInTheDocument();
    for (const heading of [
      "Siapa yang mengelola data Anda",
      "Dasar dan tujuan pemrosesan",
      "Selama dan sesudah pelatihan",
      "Pengaduan dan saran",
      "Data yang kami minta dan alasannya",
      "Siapa yang dapat melihat data Anda",
      "Berapa lama data disimpan",
      "Hak Anda",
      "Kontak pelindungan data",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(await screen.findByText(/Undang-Undang Nomor 27 Tahun 2022/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Undang-Undang Nomor 27 Tahun 2022/)).toHaveTextContent(db.contact_info[0].address));
    for (const field of ["Nama Lengkap (sesuai KTP)", "NIK", "Nomor WhatsApp dan Email (opsional)", "Pendidikan Terakhir dan Status Pekerjaan"]) {
      expect(screen.getByText(field, { selector: "dt" })).toBeInTheDocument();
    }
    expect(await screen.findByText(/dihapus otomatis 18 bulan setelah pelatihan/)).toBeInTheDocument();
    expect(screen.getByText(/di bawah 18 tahun hanya dapat mendaftar dengan persetujuan orang tua atau wali/)).toBeInTheDocument();
    // what attendance, the instructor and the certificate register keep, and where a certificate is checked
    const training = screen.getByRole("heading", { level: 2, name: "Selama dan sesudah pelatihan" }).parentElement!;
    expect(training).toHaveTextContent(/kehadiran Anda pada setiap hari pelatihan dan hasil penilaian akhir/);
    expect(training).toHaveTextContent(/Instruktur kelas Anda hanya melihat nama dan kehadiran peserta kelasnya/);
    expect(training).toHaveTextContent(/Pasal 20 ayat \(2\) huruf c dan e/);
    expect(within(training).getByRole("link", { name: "Verifikasi Sertifikat" })).toHaveAttribute("href", paths.certificateVerification.getHref());
    expect(screen.getByText(/register sertifikat Anda: arsip resmi yang tidak ikut dihapus/)).toBeInTheDocument();
    // the tracer study: when, voluntary, who reads it, what is published, quotes only with consent
    expect(training).toHaveTextContent(/tautan survei alumni pribadi ke nomor WhatsApp atau e-mail yang Anda berikan/);
    expect(training).toHaveTextContent(/Mengisinya sukarela; penghasilan boleh dilewati\. Jawaban hanya dibaca oleh admin/);
    expect(training).toHaveTextContent(/hanya bila sedikitnya 5 lulusan menjawab; kutipan jawaban Anda hanya ditampilkan tanpa nama dan bila Anda menyetujuinya/);
    // the satisfaction survey: voluntary, without a name, not linked to the application, averages of 5 or more
    expect(training).toHaveTextContent(/mengisi Survei Kepuasan Masyarakat melalui halaman Cek Pendaftaran atau tautan WhatsApp\. Mengisinya sukarela dan tanpa nama: jawaban tidak dihubungkan dengan pendaftaran Anda/);
    expect(training).toHaveTextContent(/nilai rata-rata dari sedikitnya 5 responden/);
    // complaints: what is kept, who reads it, what the code shows, when it is erased (complaint_settings)
    const complaints = screen.getByRole("heading", { level: 2, name: "Pengaduan dan saran" }).parentElement!;
    expect(within(complaints).getByRole("link", { name: "Pengaduan" })).toHaveAttribute("href", paths.complaints.getHref());
    expect(complaints).toHaveTextContent(/Hanya admin yang membacanya; kode lacak hanya menampilkan status dan tanggapan kami/);
    expect(await within(complaints).findByText(/dihapus otomatis 12 bulan setelah pengaduan selesai ditangani/)).toBeInTheDocument();
    const contact = screen.getByRole("heading", { level: 2, name: "Kontak pelindungan data" }).parentElement!;
    expect(within(contact).getByRole("link", { name: "ppid@example.go.id" })).toHaveAttribute("href", "mailto:ppid@example.go.id");
    expect(screen.getByText(/^Versi kebijakan:/)).toHaveTextContent("Versi kebijakan: 29 Nov 2026, perubahan ke-1");
    expect(PRIVACY_NOTICE_VERSION).toBe(db.registration_settings[0].privacy_notice_version);
    expect(document.title).toMatch(/^Kebijakan Privasi \| /);
  });

  it("uses the centre's e-mail without a data-protection e-mail, and the default retention when the settings fail", async () => {
    db.contact_info[0] = { ...db.contact_info[0], privacy_email: null };
    failAlways("registration_settings", "select");
    renderRoute(paths.privacy.getHref());
    const contact = (await screen.findByRole("heading", { level: 2, name: "Kontak pelindungan data" })).parentElement!;
    expect(await within(contact).findByRole("link", { name: db.contact_info[0].email })).toBeInTheDocument();
    expect(screen.getByText(/dihapus otomatis 12 bulan setelah pelatihan/)).toBeInTheDocument();
  });

  it("is linked from every public page's footer", async () => {
    renderRoute(paths.facilities.getHref());
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Kebijakan Privasi" })).toHaveAttribute("href", paths.privacy.getHref());
  });
});
