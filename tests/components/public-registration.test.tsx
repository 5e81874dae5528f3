import { configure, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { renderRoute } from "../setup/render";
import { server } from "../msw/server";
import { REST_URL, STORAGE_URL } from "../msw/config";
import { daysFromToday, makeSchedule, setTable } from "../msw/db";
import { paths } from "@/config/paths";
import { PRIVACY_NOTICE_VERSION } from "@/features/registrations/lib/privacy";
import { EMPTY_REGISTRATION } from "@/features/registrations/schemas/registration-schema";

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

  describe("documents", () => {
    const TUS_URL = `${STORAGE_URL}/upload/resumable`;
    const TUS = { "Tus-Resumable": "1.0.0" };
    /** Steps 1 and 2 as a draft on this device, so the test starts at the documents. */
    const DRAFT_VALUES = {
      ...EMPTY_REGISTRATION,
      full_name: "Cut Nyak Uji",
      nik: "1171014101990001",
      birth_place: "Banda Aceh",
      birth_date: "1999-01-01",
      gender: "P",
      address: "Jl. Teuku Umar No. 1",
      regency: "Kota Banda Aceh",
      whatsapp: "081234567890",
      education: "SMA/SMK/Sederajat",
      employment: "Belum bekerja",
    };

    /**
     * The server side of the documents, as the database decides: start_registration_upload() hands out a new folder
     * per call (answered a little later, as over a phone's connection), the bucket takes the files (TUS), and
     * submit_registration() refuses a document outside the application's folder with its name.
     */
    function documentsServer() {
      const folders: string[] = [];
      const objects: string[] = [];
      const submissions: { upload_folder: string; documents: { kind: string; name: string }[] }[] = [];
      const sizes = new Map<string, number>();
      server.use(
        http.post(`${REST_URL}/rpc/start_registration_upload`, async () => {
          const folder = crypto.randomUUID();
          folders.push(folder);
          await delay(80);
          return HttpResponse.json({ folder });
        }),
        http.post(TUS_URL, ({ request }) => {
          const meta = Object.fromEntries(
            (request.headers.get("upload-metadata") ?? "").split(",").map((pair) => {
              const [key, value] = pair.trim().split(" ");
              return [key, value ? atob(value) : ""];
            }),
          );
          const id = crypto.randomUUID();
          objects.push(meta.objectName);
          sizes.set(id, Number(request.headers.get("upload-length")));
          return new HttpResponse(null, { status: 201, headers: { ...TUS, Location: `${TUS_URL}/${id}`, "Upload-Offset": "0" } });
        }),
        http.patch(`${TUS_URL}/:id`, ({ params }) =>
          new HttpResponse(null, { status: 204, headers: { ...TUS, "Upload-Offset": String(sizes.get(String(params.id))) } }),
        ),
        http.post(`${REST_URL}/rpc/submit_registration`, async ({ request }) => {
          const { p_application: a } = (await request.json()) as { p_application: (typeof submissions)[number] & { consent_version: string } };
          submissions.push(a);
          const foreign = a.documents.find((d) => !d.name.startsWith(`${a.upload_folder}/`) || !objects.includes(d.name));
          if (foreign) {
            const label = foreign.kind === "ktp" ? "KTP" : "Ijazah Terakhir";
            return HttpResponse.json(
              { code: "invalid_document", message: `Dokumen ${label} tidak sesuai. Unggah ulang ${label} lalu kirim lagi.`, details: `documents.${foreign.kind}`, hint: null },
              { status: 400 },
            );
          }
          return HttpResponse.json({
            code: "TIK-7K3M-9QXP", submitted_at: new Date().toISOString(), full_name: "Cut Nyak Uji", schedule_id: 501,
            program: "Desain Grafis Muda", batch: "Batch 9", start_date: daysFromToday(20), end_date: daysFromToday(50),
            registration_end: daysFromToday(5), contact_name: null, contact_whatsapp: null,
          });
        }),
      );
      return { folders, objects, submissions };
    }

    const pdf = (name: string) => new File(["%PDF-1.4\n% uji\n"], name, { type: "application/pdf" });

    async function atDocuments(draft: Record<string, unknown> = {}) {
      const user = userEvent.setup();
      const schedule = batch();
      localStorage.setItem(
        `pendaftaran-draf-${schedule.id}`,
        JSON.stringify({ values: DRAFT_VALUES, uploadFolder: null, idempotencyKey: crypto.randomUUID(), savedAt: new Date().toISOString(), ...draft }),
      );
      renderRoute(paths.scheduleRegistration.getHref(schedule.id));
      expect(await screen.findByText("Data yang belum dikirim dipulihkan dari perangkat ini.")).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Lanjut" }));
      await user.click(await screen.findByRole("button", { name: "Lanjut" }));
      expect(await screen.findByRole("heading", { name: "Langkah 3 dari 4: Dokumen" })).toBeInTheDocument();
      return user;
    }

    async function send(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole("button", { name: "Lanjut" }));
      await user.click(await screen.findByRole("checkbox", { name: /menyetujui pemrosesan data pribadi/ }));
      await user.click(screen.getByRole("button", { name: "Kirim Pendaftaran" }));
    }

    it("puts documents chosen at the same moment into one upload folder, and the application is accepted", async () => {
      const srv = documentsServer();
      const user = await atDocuments();
      // both chosen before either upload has a folder
      fireEvent.change(screen.getByLabelText("Berkas KTP"), { target: { files: [pdf("ktp.pdf")] } });
      fireEvent.change(screen.getByLabelText("Berkas Ijazah Terakhir"), { target: { files: [pdf("ijazah.pdf")] } });
      expect(await screen.findByText("ktp.pdf terunggah")).toBeInTheDocument();
      expect(await screen.findByText("ijazah.pdf terunggah")).toBeInTheDocument();
      expect(srv.folders).toHaveLength(1);
      expect(srv.objects).toHaveLength(2);
      for (const name of srv.objects) expect(name.startsWith(`${srv.folders[0]}/`)).toBe(true);
      await send(user);
      expect(await screen.findByRole("heading", { name: "Pendaftaran Terkirim" })).toBeInTheDocument();
      expect(srv.submissions).toHaveLength(1);
      expect(srv.submissions[0]).toMatchObject({ upload_folder: srv.folders[0], consent_version: PRIVACY_NOTICE_VERSION });
      expect(srv.submissions[0].documents.map((d) => d.name).sort()).toEqual([...srv.objects].sort());
    });

    it("uploads into a restored draft's folder without asking for another", async () => {
      const srv = documentsServer();
      const folder = crypto.randomUUID();
      const user = await atDocuments({
        uploadFolder: folder,
        uploadFolderAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
        values: { ...DRAFT_VALUES, documents: { ktp: { name: `${folder}/ktp-1764300000000.pdf`, size: 16, fileName: "ktp.pdf", mimeType: "application/pdf" } } },
      });
      srv.objects.push(`${folder}/ktp-1764300000000.pdf`);
      expect(screen.getByText("ktp.pdf terunggah")).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText("Berkas Ijazah Terakhir"), { target: { files: [pdf("ijazah.pdf")] } });
      expect(await screen.findByText("ijazah.pdf terunggah")).toBeInTheDocument();
      expect(srv.folders).toEqual([]);
      expect(srv.objects[1].startsWith(`${folder}/ijazah-`)).toBe(true);
      await send(user);
      expect(await screen.findByRole("heading", { name: "Pendaftaran Terkirim" })).toBeInTheDocument();
    });

    it("names the document the database refused and shows it as not uploaded, to redo it", async () => {
      documentsServer();
      const folder = crypto.randomUUID();
      // a draft whose KTP is not in its folder (e.g. from an earlier version of the form)
      const user = await atDocuments({
        uploadFolder: folder,
        uploadFolderAt: new Date().toISOString(),
        values: {
          ...DRAFT_VALUES,
          documents: {
            ktp: { name: `${crypto.randomUUID()}/ktp-1764300000000.pdf`, size: 16, fileName: "ktp.pdf", mimeType: "application/pdf" },
            ijazah: { name: `${folder}/ijazah-1764300000000.pdf`, size: 16, fileName: "ijazah.pdf", mimeType: "application/pdf" },
          },
        },
      });
      await send(user);
      const summary = await screen.findByRole("alert");
      expect(summary).toHaveTextContent("Dokumen KTP tidak sesuai. Unggah ulang KTP lalu kirim lagi.");
      expect(screen.getByRole("heading", { name: "Langkah 3 dari 4: Dokumen" })).toBeInTheDocument();
      expect(screen.queryByText("ktp.pdf terunggah")).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Pilih KTP" })).toBeInTheDocument();
      expect(screen.getByText("ijazah.pdf terunggah")).toBeInTheDocument();
    });
  });
});
