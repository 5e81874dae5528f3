import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { PublicPageHeader } from "@/components/public-page-header";
import { useContactInfo } from "@/features/contact/api/contact";
import { DEFAULT_RETENTION_MONTHS, useRegistrationSettings } from "@/features/registrations/api/registration-settings";
import { PRIVACY_NOTICE_VERSION, noticeVersionText } from "@/features/registrations/lib/privacy";
import { DOCUMENT_LABELS } from "@/lib/registration-documents";
import { useComplaintSettings } from "@/features/complaints/api/complaint-settings";

/** Each field of the registration form and why it is asked (UU PDP: the data and the purpose, in plain words). */
const FIELDS: [string, string][] = [
  ["Nama Lengkap (sesuai KTP)", "Mengenali Anda, mencocokkannya dengan KTP, dan menuliskannya di sertifikat bila Anda lulus pelatihan."],
  ["NIK", "Memastikan satu orang hanya mendaftar sekali pada satu jadwal dan mencocokkan identitas dengan KTP. NIK tidak pernah ditampilkan di situs ini."],
  ["Tempat dan Tanggal Lahir", "Identitas, batas usia peserta jadwal tersebut, dan memeriksa status pendaftaran Anda bersama kode pendaftaran."],
  ["Jenis Kelamin", "Data peserta pelatihan dan pengaturan kelas."],
  ["Alamat Domisili dan Kabupaten/Kota", "Mengetahui asal daerah peserta untuk seleksi dan menghubungi Anda bila perlu."],
  ["Nomor WhatsApp dan Email (opsional)", "Menghubungi Anda tentang pendaftaran, hasil seleksi, dan jadwal pelatihan."],
  ["Pendidikan Terakhir dan Status Pekerjaan", "Memeriksa persyaratan program dan menjadi bahan pertimbangan seleksi."],
  ["Dari mana Anda mengetahui pelatihan ini (opsional)", "Mengetahui cara menyebarkan informasi pelatihan; dihitung sebagai jumlah, tidak dinilai dalam seleksi."],
  ["Motivasi (opsional)", "Bahan pertimbangan seleksi."],
  [
    `Dokumen (${Object.values(DOCUMENT_LABELS).join(", ")}), sesuai yang diminta jadwal`,
    "Memeriksa persyaratan. Kartu Keluarga juga memuat data anggota keluarga Anda, sehingga hanya diminta bila jadwal tersebut memerlukannya.",
  ],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/** /kebijakan-privasi: how the applicants' personal data is collected, used, kept and erased, and their rights. */
export default function PrivacyPage() {
  const { data: contact } = useContactInfo();
  const { data: settings } = useRegistrationSettings();
  const months = settings?.retention_months ?? DEFAULT_RETENTION_MONTHS;
  const officerEmail = contact?.privacy_email || contact?.email;
  const complaintMonths = useComplaintSettings().data?.retentionMonths ?? 12;

  return (
    <>
      <PublicPageHeader
        eyebrow="Pelindungan Data Pribadi"
        title="Kebijakan Privasi"
        description="Bagaimana kami mengumpulkan, memakai, menyimpan, dan menghapus data pribadi Anda saat mendaftar pelatihan, dan apa saja hak Anda."
      />
      <article className="container grid max-w-3xl gap-10 py-10 text-base leading-relaxed sm:py-14 [&_p]:text-muted-foreground [&_li]:text-muted-foreground">
        <Section title="Siapa yang mengelola data Anda">
          <p>
            Data pendaftaran dikelola oleh Kejuruan Teknologi Informasi dan Komunikasi BLK Banda Aceh
            {contact?.address ? ` (${contact.address})` : ""} sebagai pengendali data pribadi menurut Undang-Undang Nomor
            27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).
          </p>
        </Section>

        <Section title="Dasar dan tujuan pemrosesan">
          <p>
            Kami memproses data Anda atas dasar persetujuan yang Anda berikan dengan mencentang kotak persetujuan di
            formulir pendaftaran. Data hanya dipakai untuk memproses pendaftaran Anda: memeriksa persyaratan, menyeleksi
            peserta, dan menghubungi Anda tentang pendaftaran dan pelatihan. Data tidak dijual, tidak dipakai untuk
            iklan, dan tidak dibagikan kepada pihak lain, kecuali bila diwajibkan oleh peraturan perundang-undangan.
          </p>
          <p>
            Pendaftar yang berusia di bawah 18 tahun hanya dapat mendaftar dengan persetujuan orang tua atau wali.
          </p>
        </Section>

        <Section title="Selama dan sesudah pelatihan">
          <p>
            Bila Anda menjadi peserta, kami mencatat kehadiran Anda pada setiap hari pelatihan dan hasil penilaian akhir
            Anda (Kompeten atau Belum Kompeten, dengan nilai dan catatan bila ada) untuk menentukan kelulusan. Instruktur
            kelas Anda hanya melihat nama dan kehadiran peserta kelasnya.
          </p>
          <p>
            Peserta yang menyelesaikan pelatihan menerima sertifikat. Sertifikat adalah arsip resmi balai: registernya
            menyimpan apa yang tercetak di sertifikat (nomor, nama, tempat dan tanggal lahir, program, periode, jam
            pelatihan, dan hasil), atas dasar kewajiban hukum dan pelaksanaan tugas pelayanan publik kami (UU PDP Pasal 20
            ayat (2) huruf c dan e). Siapa pun yang memegang sertifikat Anda dapat memeriksa keasliannya di halaman{" "}
            <Link to={paths.certificateVerification.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
              Verifikasi Sertifikat
            </Link>
            , yang hanya menampilkan apa yang tercetak di sertifikat, tanpa NIK, alamat, atau kontak.
          </p>
          <p>
            Beberapa bulan setelah pelatihan berakhir (saat ini 3 dan 6 bulan), kami mengirim tautan survei alumni pribadi ke nomor WhatsApp atau
            e-mail yang Anda berikan, untuk mengetahui kegiatan Anda (bekerja, berwirausaha, melanjutkan pendidikan, atau belum bekerja) dan
            pendapat Anda tentang pelatihan. Mengisinya sukarela; penghasilan boleh dilewati. Jawaban hanya dibaca oleh admin dan digunakan untuk
            mengukur serta melaporkan hasil pelatihan, sebagai bagian dari tugas pelayanan publik kami (UU PDP Pasal 20 ayat (2) huruf e). Yang
            kami umumkan hanya angka gabungan per program dan tahun, dan hanya bila sedikitnya 5 lulusan menjawab; kutipan jawaban Anda hanya
            ditampilkan tanpa nama dan bila Anda menyetujuinya. Jawaban survei terhapus bersama data pendaftaran Anda.
          </p>
          <p>
            Menjelang akhir pelatihan, kami mengajak Anda mengisi Survei Kepuasan Masyarakat melalui halaman Cek Pendaftaran
            atau tautan WhatsApp. Mengisinya sukarela dan tanpa nama: jawaban tidak dihubungkan dengan pendaftaran Anda
            (kami hanya mencatat bahwa tautan Anda sudah dipakai, agar setiap peserta menjawab satu kali per periode), hanya
            dibaca oleh admin, dan diumumkan sebagai nilai rata-rata dari sedikitnya 5 responden.
          </p>
        </Section>

        <Section title="Pengaduan dan saran">
          <p>
            Bila Anda mengirim pengaduan atau saran di halaman{" "}
            <Link to={paths.complaints.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
              Pengaduan
            </Link>
            , kami menyimpan isinya, lampirannya, dan, bila Anda tidak memilih anonim, nama serta kontak yang Anda berikan,
            untuk menindaklanjuti dan menanggapinya sebagai bagian dari tugas pelayanan publik kami (UU PDP Pasal 20 ayat (2)
            huruf e). Hanya admin yang membacanya; kode lacak hanya menampilkan status dan tanggapan kami. Isi, lampiran, dan
            kontak dihapus otomatis {complaintMonths} bulan setelah pengaduan selesai ditangani; yang tersisa hanya kategori,
            tanggal, status, dan tanggapan kami.
          </p>
        </Section>

        <Section title="Data yang kami minta dan alasannya">
          <dl className="grid gap-4">
            {FIELDS.map(([field, why]) => (
              <div key={field} className="grid gap-1 rounded-lg border bg-card p-4">
                <dt className="font-medium text-foreground">{field}</dt>
                <dd className="text-sm text-muted-foreground">{why}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section title="Siapa yang dapat melihat data Anda">
          <p>
            Hanya administrator Kejuruan TIK BLK Banda Aceh yang menangani pendaftaran; instruktur hanya melihat nama dan
            kehadiran peserta kelasnya. Dokumen disimpan di penyimpanan
            tertutup tanpa tautan publik. Data disimpan pada layanan basis data Supabase yang kami gunakan sebagai
            pemroses data. Situs ini tidak memakai layanan analitik atau iklan pihak ketiga, dan data pribadi tidak
            pernah dimuat di alamat halaman (URL) maupun catatan sistem.
          </p>
        </Section>

        <Section title="Berapa lama data disimpan">
          <p>
            Data pribadi dan dokumen Anda dihapus otomatis {months} bulan setelah pelatihan jadwal yang Anda daftar
            selesai. Bila Anda membatalkan pendaftaran, data pribadi dan dokumen Anda dihapus saat itu juga. Yang tersisa
            hanya kode pendaftaran, jadwal, status, dan catatan persetujuan, tanpa data yang mengenali Anda, serta, bila
            Anda lulus, register sertifikat Anda: arsip resmi yang tidak ikut dihapus. Sertifikat yang tidak berlaku lagi
            dicabut, bukan dihapus.
          </p>
        </Section>

        <Section title="Hak Anda">
          <ul className="grid list-disc gap-2 pl-5">
            <li>
              <strong className="font-medium text-foreground">Mengakses</strong> data Anda dan mendapatkan salinannya.
            </li>
            <li>
              <strong className="font-medium text-foreground">Memperbaiki</strong> data yang salah atau tidak lengkap.
            </li>
            <li>
              <strong className="font-medium text-foreground">Menghapus</strong> data Anda dan{" "}
              <strong className="font-medium text-foreground">menarik persetujuan</strong> kapan saja, dengan membatalkan
              pendaftaran.
            </li>
          </ul>
          <p>
            Status pendaftaran dapat Anda lihat, dan pendaftaran dapat Anda batalkan sendiri, di halaman{" "}
            <Link to={paths.checkRegistration.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
              Cek Pendaftaran
            </Link>{" "}
            dengan kode pendaftaran dan tanggal lahir. Untuk permintaan lain, kirim pesan ke kontak di bawah dengan
            menyebutkan kode pendaftaran. Kami menanggapinya paling lambat 3 × 24 jam. Untuk memastikan permintaan datang
            dari Anda, kami akan menanyakan tanggal lahir Anda.
          </p>
        </Section>

        <Section title="Kontak pelindungan data">
          <p>
            {officerEmail ? (
              <>
                Email:{" "}
                <a href={`mailto:${officerEmail}`} className="break-all font-medium text-primary underline-offset-4 hover:underline">
                  {officerEmail}
                </a>
              </>
            ) : (
              "Email pelindungan data belum tersedia; hubungi kami melalui halaman Kontak."
            )}
            {contact?.phone ? <> · Telepon: {contact.phone}</> : null}
          </p>
        </Section>

        <p className="text-sm">Versi kebijakan: {noticeVersionText(PRIVACY_NOTICE_VERSION)}</p>
      </article>
    </>
  );
}
