import { act, screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "../setup/render";
import { paths } from "@/config/paths";
import { formatDate, formatDateRange } from "@/lib/dates";
import { RegistrationReceiptView } from "@/features/registrations/components/registration-receipt";
import type { RegistrationReceipt } from "@/features/registrations/api/registrations";

const RECEIPT: RegistrationReceipt = {
  code: "TIK-7K3M-9QXP",
  submitted_at: "2026-11-25T03:04:00Z",
  full_name: "Cut Nyak Uji",
  schedule_id: 501,
  program: "Desain Grafis Muda",
  batch: "Batch 9",
  start_date: "2026-12-14",
  end_date: "2027-01-13",
  registration_end: "2026-11-30",
  contact_name: "Bu Rahmi",
  contact_whatsapp: "6281234567890",
};

describe("RegistrationReceiptView", () => {
  it("shows the code, the facts, what comes next, and WhatsApp with the code in the message", () => {
    renderWithProviders(<RegistrationReceiptView receipt={RECEIPT} />);
    const receipt = screen.getByRole("region", { name: "Pendaftaran Terkirim" });
    expect(within(receipt).getByText("TIK-7K3M-9QXP")).toBeInTheDocument();
    expect(within(receipt).getByText("Cut Nyak Uji")).toBeInTheDocument();
    expect(within(receipt).getByText("25 November 2026 pukul 10.04 WIB")).toBeInTheDocument();
    expect(within(receipt).getByText(formatDateRange(RECEIPT.start_date, RECEIPT.end_date))).toBeInTheDocument();
    expect(within(receipt).getByRole("link", { name: "Desain Grafis Muda" })).toHaveAttribute("href", paths.scheduleDetail.getHref(501));
    const whatsapp = within(receipt).getByRole("link", { name: /Kabari Narahubung/ });
    expect(decodeURIComponent(whatsapp.getAttribute("href")!)).toContain("kode pendaftaran TIK-7K3M-9QXP");
    expect(screen.queryByTestId("registration-print-sheet")).not.toBeInTheDocument();
  });

  it("prints one sheet with the facts and a QR code to the status page, never the code in a URL", async () => {
    renderWithProviders(<RegistrationReceiptView receipt={RECEIPT} />);
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    const sheet = screen.getByTestId("registration-print-sheet");
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveClass("print-alone");
    expect(sheet).toHaveTextContent("TIK-7K3M-9QXP");
    const cells = [...sheet.querySelectorAll("tr")].map((tr) => [tr.querySelector("th")!.textContent, tr.querySelector("td")!.textContent]);
    expect(cells).toEqual([
      ["Nama", "Cut Nyak Uji"],
      ["Program", "Desain Grafis Muda"],
      ["Jadwal", "Batch 9"],
      ["Periode pelatihan", formatDateRange(RECEIPT.start_date, RECEIPT.end_date)],
      ["Pendaftaran ditutup", formatDate(RECEIPT.registration_end!)],
      ["Dikirim", "25 November 2026 pukul 10.04 WIB"],
      ["Narahubung", "Bu Rahmi (WA 0812-3456-7890)"],
    ]);
    const statusUrl = `${window.location.origin}${paths.checkRegistration.getHref()}`;
    expect(sheet).toHaveTextContent(statusUrl);
    const qr = await waitFor(() => {
      const img = sheet.querySelector("img");
      if (!img) throw new Error("no QR yet");
      return img;
    });
    const svg = decodeURIComponent(qr.getAttribute("src")!.replace("data:image/svg+xml;charset=utf-8,", ""));
    expect(svg).toMatch(/^<svg /);
    expect(qr.getAttribute("src")).not.toContain("TIK");
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    expect(screen.queryByTestId("registration-print-sheet")).not.toBeInTheDocument();
  });
});
