import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths";
import { formatPhoneNumber, normalizePhone, scheduleInquiryMessage, whatsAppChatUrl, whatsAppShareUrl } from "@/lib/whatsapp";

describe("normalizePhone", () => {
  it.each([
    ["081234567890", "6281234567890"],
    ["0812-3456-7890", "6281234567890"],
    ["0812 3456 7890", "6281234567890"],
    ["+62 812 3456 7890", "6281234567890"],
    ["+62-812-3456-7890", "6281234567890"],
    ["6281234567890", "6281234567890"],
    ["0062 812 3456 7890", "6281234567890"],
    ["(0651) 7551234", "626517551234"],
    ["  085260011401 ", "6285260011401"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
  it.each([[""], ["   "], ["abc"], ["0812-ABCD-7890"], ["0812"], ["+1 202 555 0100"], ["620812345678"], ["08123456789012345"], [null], [undefined]])(
    "refuses %s",
    (input) => {
      expect(normalizePhone(input as string | null | undefined)).toBeNull();
    },
  );
});

describe("formatPhoneNumber", () => {
  it.each([
    ["6281234567890", "0812-3456-7890"],
    ["628123456789", "0812-3456-789"],
    ["62812345678901", "0812-3456-78901"],
    ["6281234567", "0812-345-67"],
    ["62812345678", "0812-345-678"],
    ["626517551234", "(0651) 7551234"],
    ["622129345678", "(021) 29345678"],
    ["62617551234", "(061) 7551234"],
  ])("%s reads %s", (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown);
    // what is shown is typed back as the same number (the schedule form shows a stored number this way)
    expect(normalizePhone(shown)).toBe(stored);
  });
  it.each([["bukan nomor"], ["081234567890"], ["+1 202 555 0100"], [""]])("shows %s as it is (not a stored number)", (value) => {
    expect(formatPhoneNumber(value)).toBe(value);
  });
});

describe("WhatsApp links", () => {
  it("builds a chat link with the normalised number and the encoded message", () => {
    const url = whatsAppChatUrl("0852-6001-1401", "Halo, saya ingin bertanya & mendaftar?");
    expect(url).toBe("https://wa.me/6285260011401?text=Halo%2C%20saya%20ingin%20bertanya%20%26%20mendaftar%3F");
    expect(new URL(url!).searchParams.get("text")).toBe("Halo, saya ingin bertanya & mendaftar?");
  });
  it("has no chat link for a number that cannot be normalised", () => {
    expect(whatsAppChatUrl("bukan nomor", "Halo")).toBeNull();
  });
  it("builds a share link without a number", () => {
    expect(whatsAppShareUrl("Lihat jadwal ini https://x.id/jadwal/1")).toBe(
      "https://wa.me/?text=Lihat%20jadwal%20ini%20https%3A%2F%2Fx.id%2Fjadwal%2F1",
    );
  });
  it("prefills an Indonesian message naming the program and batch", () => {
    expect(scheduleInquiryMessage("Desain Grafis Muda", "Batch 2")).toBe(
      "Halo, saya ingin bertanya tentang pelatihan Desain Grafis Muda Batch 2 di UPTD BLK Banda Aceh.",
    );
    const url = `https://x.id${paths.scheduleDetail.getHref(4)}`;
    expect(scheduleInquiryMessage("Desain Grafis Muda", "Batch 2", url)).toMatch(new RegExp(String.raw`\n${url.replace(/\./g, "\\.")}$`));
  });
});
