import { configure, getConfig, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { renderRoute } from "../setup/render";
import { daysFromToday, makeSchedule, setTable } from "../msw/db";
import { REST_URL } from "../msw/config";
import { server } from "../msw/server";
import { paths } from "@/config/paths";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });
// The form is a chunk the page loads for an open batch; transform it once up front, as a browser's cache would hold it.
beforeAll(() => import("@/features/registrations/components/registration-form"), 60_000);

/**
 * Clicks a button, waits for what the click shows (`seen`), then gives the click a browser's timing. A browser runs
 * the microtasks a click listener queued (react-hook-form's validation, then the render React does at once for a
 * click) before the button's default action, which reads the button's type as it is then; jsdom runs the default
 * action right after the listeners, with the type the button had when clicked. So a button that became a submit
 * button while its click was handled submits its form in a browser, and here too.
 */
async function click(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, seen: () => Promise<unknown>) {
  const element = button as HTMLButtonElement;
  const typeWhenClicked = element.type;
  await user.click(element);
  await seen();
  if (element.isConnected && typeWhenClicked !== "submit" && element.type === "submit" && element.form) {
    const form = element.form;
    await getConfig().asyncWrapper(async () => getConfig().eventWrapper(() => form.requestSubmit(element)));
  }
}

const step = (n: number, title: string) => () => screen.findByRole("heading", { name: `Langkah ${n} dari 4: ${title}` });

function openBatchWithDraft() {
  const schedule = makeSchedule({
    id: 502,
    program: "Desain Grafis Muda",
    batch: "Batch 9",
    startDate: daysFromToday(20),
    endDate: daysFromToday(50),
    registration_start: daysFromToday(-3),
    registration_end: daysFromToday(5),
    online_registration: true,
    required_documents: ["ktp"],
  });
  setTable("schedules", [schedule]);
  // A draft on this device with every field filled and the document uploaded (the uploads have their own tests).
  localStorage.setItem(
    `pendaftaran-draf-${schedule.id}`,
    JSON.stringify({
      values: {
        full_name: "Cut Nyak Uji",
        nik: "1171014201010001",
        birth_place: "Banda Aceh",
        birth_date: "2001-01-02",
        gender: "P",
        address: "Jl. Teuku Umar No. 1",
        regency: "Kota Banda Aceh",
        whatsapp: "0812-3456-7890",
        email: "",
        education: "SMA/SMK/Sederajat",
        employment: "Belum bekerja",
        source: "",
        motivation: "",
        documents: { ktp: { name: "folder-uji/ktp-1.pdf", size: 2048, fileName: "ktp.pdf", mimeType: "application/pdf" } },
      },
      uploadFolder: "folder-uji",
      idempotencyKey: "kunci-uji",
      savedAt: new Date().toISOString(),
    }),
  );
  server.use(
    http.post(`${REST_URL}/rpc/submit_registration`, () => {
      submissions += 1;
      return HttpResponse.json({
        code: "TIK-7K3M-9QXP",
        submitted_at: new Date().toISOString(),
        full_name: "Cut Nyak Uji",
        schedule_id: schedule.id,
        program: schedule.program,
        batch: schedule.batch,
        start_date: schedule.startDate,
        end_date: schedule.endDate,
        registration_end: schedule.registration_end,
        contact_name: null,
        contact_whatsapp: null,
      });
    }),
  );
  return schedule;
}

let submissions = 0;
const sent = () => submissions;
beforeEach(() => {
  submissions = 0;
});

describe("the registration form's step buttons", () => {
  it("'Lanjut' on step 3 opens step 4 without judging it; Kembali then Lanjut does not send; only 'Kirim Pendaftaran' sends", async () => {
    const user = userEvent.setup();
    const schedule = openBatchWithDraft();
    renderRoute(paths.scheduleRegistration.getHref(schedule.id));
    expect(await screen.findByText("Data yang belum dikirim dipulihkan dari perangkat ini.")).toBeInTheDocument();

    await click(user, screen.getByRole("button", { name: "Lanjut" }), step(2, "Pendidikan & Pekerjaan"));
    await click(user, screen.getByRole("button", { name: "Lanjut" }), step(3, "Dokumen"));
    await click(user, screen.getByRole("button", { name: "Lanjut" }), step(4, "Persetujuan"));
    // arriving on the last step: nothing sent, no message about a box the applicant has not seen yet
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Anda harus menyetujui Kebijakan Privasi untuk mendaftar.")).not.toBeInTheDocument();
    expect(sent()).toBe(0);

    await user.click(screen.getByRole("checkbox", { name: /menyetujui pemrosesan data pribadi/ }));
    await click(user, screen.getByRole("button", { name: "Kembali" }), step(3, "Dokumen"));
    await click(user, screen.getByRole("button", { name: "Lanjut" }), step(4, "Persetujuan"));
    expect(screen.getByRole("checkbox", { name: /menyetujui pemrosesan data pribadi/ })).toBeChecked();
    expect(screen.queryByRole("heading", { name: "Pendaftaran Terkirim" })).not.toBeInTheDocument();
    expect(sent()).toBe(0);

    await user.click(screen.getByRole("button", { name: "Kirim Pendaftaran" }));
    expect(await screen.findByRole("heading", { name: "Pendaftaran Terkirim" })).toBeInTheDocument();
    expect(sent()).toBe(1);
  });

  it("Enter in a field of steps 1 to 3 goes to the next step and sends nothing", async () => {
    const user = userEvent.setup();
    const schedule = openBatchWithDraft();
    renderRoute(paths.scheduleRegistration.getHref(schedule.id));
    expect(await screen.findByText("Data yang belum dikirim dipulihkan dari perangkat ini.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Kabupaten/Kota"), "{Enter}");
    expect(await step(2, "Pendidikan & Pekerjaan")()).toBeInTheDocument();
    await click(user, screen.getByRole("button", { name: "Lanjut" }), step(3, "Dokumen"));
    await click(user, screen.getByRole("button", { name: "Kembali" }), step(2, "Pendidikan & Pekerjaan"));
    await click(user, screen.getByRole("button", { name: "Kembali" }), step(1, "Data Diri"));
    // an invalid field: Enter shows this step's summary, as 'Lanjut' does
    await user.clear(screen.getByLabelText("Kabupaten/Kota"));
    await user.type(screen.getByLabelText("Nama Lengkap (sesuai KTP)"), "{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Kabupaten/kota harus diisi.");
    expect(screen.getByRole("heading", { name: "Langkah 1 dari 4: Data Diri" })).toBeInTheDocument();
    expect(sent()).toBe(0);
  });
});
