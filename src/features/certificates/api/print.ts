import { supabase } from "@/lib/supabase";
import { z } from "zod";
import type { PrintableCertificate } from "@/features/certificates/pdf/certificate-pdf";
import { UNREADABLE_CERTIFICATE, printedCertificateSchema } from "@/features/certificates/schemas/certificate-schema";

const printableSchema = z.array(printedCertificateSchema.extend({ qr_token: z.string().nullable(), revoked_at: z.string().nullable() }));

/** The printed columns of public.certificates (admins and super admins read the register; docs/certificates.md). */
const PRINTED =
  "number, full_name, birth_place, birth_date, program, batch, jp, units, period_start, period_end, result, issued_place, issued_on, signatory_name, signatory_position, signatory_nip, qr_token, revoked_at";

/**
 * A batch's valid certificates in number order, for printing. Revoked ones are left out (their reissue is printed
 * instead). The database decides who reads the register; a refusal comes back with its Indonesian message.
 */
export async function fetchPrintableCertificates(scheduleId: number): Promise<PrintableCertificate[]> {
  const { data, error } = await supabase
    .from("certificates")
    .select(PRINTED)
    .eq("schedule_id", scheduleId)
    .is("revoked_at", null)
    .order("year")
    .order("seq");
  if (error) throw new Error(error.code === "42501" ? "Hanya admin dan super admin yang dapat mencetak sertifikat." : error.message);
  const parsed = printableSchema.safeParse(data);
  if (!parsed.success) throw new Error(UNREADABLE_CERTIFICATE);
  return parsed.data;
}
