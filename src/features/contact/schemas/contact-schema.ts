import { z } from "zod";
import { maxText, optionalHttpUrl, requiredText, TEXT_MAX } from "@/lib/validators";
import type { ContactInfo, ContactInfoInput } from "@/features/contact/api/contact";

/** Contact information form (docs/product.md, Validation). */
export const contactSchema = z.object({
  address: requiredText("Alamat harus diisi.", "Alamat", TEXT_MAX.contactAddress),
  phone: requiredText("Nomor telepon harus diisi.", "Nomor telepon", TEXT_MAX.contactPhone),
  email: maxText("Email", TEXT_MAX.email).pipe(z.email({ error: "Email tidak valid." })),
  instagram_url: optionalHttpUrl("URL Instagram tidak valid.", "URL Instagram"),
  map_embed_url: optionalHttpUrl("URL peta tidak valid.", "URL peta"),
  // The data-protection officer, shown on /kebijakan-privasi (the centre's e-mail when empty).
  privacy_email: z
    .string()
    .default("")
    .pipe(maxText("Email pelindungan data", TEXT_MAX.email))
    .refine((value) => value === "" || z.email().safeParse(value).success, { error: "Email pelindungan data tidak valid." })
    .transform((value) => (value === "" ? null : value)),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;

export function contactFormDefaults(
  contact?: Partial<ContactInfo> | null,
): ContactFormInput {
  return {
    address: contact?.address ?? "",
    phone: contact?.phone ?? "",
    email: contact?.email ?? "",
    instagram_url: contact?.instagram_url ?? "",
    map_embed_url: contact?.map_embed_url ?? "",
    privacy_email: contact?.privacy_email ?? "",
  };
}

/** Maps valid form values to the update-contact-info input (empty URLs become null). */
export function toContactInput(values: ContactFormValues): ContactInfoInput {
  return {
    address: values.address,
    phone: values.phone,
    email: values.email,
    instagram_url: values.instagram_url,
    map_embed_url: values.map_embed_url,
    privacy_email: values.privacy_email,
  };
}
