import { z } from "zod";

const httpUrl = z.url({ protocol: /^https?$/ });

/** A trimmed text that is empty or an http(s) URL; stored as null when empty. */
function optionalUrl(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || httpUrl.safeParse(value).success, { error: message })
    .transform((value) => (value === "" ? null : value));
}

/** Contact information form (SPEC §5). */
export const contactSchema = z.object({
  address: z.string().trim().min(1, { error: "Alamat harus diisi." }),
  phone: z.string().trim().min(1, { error: "Nomor telepon harus diisi." }),
  email: z.string().trim().pipe(z.email({ error: "Email tidak valid." })),
  instagram_url: optionalUrl("URL Instagram tidak valid."),
  map_embed_url: optionalUrl("URL peta tidak valid."),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;

export function contactFormDefaults(
  contact?: {
    address: string;
    phone: string;
    email: string;
    instagram_url: string | null;
    map_embed_url: string | null;
  } | null,
): ContactFormInput {
  return {
    address: contact?.address ?? "",
    phone: contact?.phone ?? "",
    email: contact?.email ?? "",
    instagram_url: contact?.instagram_url ?? "",
    map_embed_url: contact?.map_embed_url ?? "",
  };
}

/** Maps valid form values to the update-contact-info input (empty URLs become null). */
export function toContactInput(values: ContactFormValues) {
  return {
    address: values.address,
    phone: values.phone,
    email: values.email,
    instagram_url: values.instagram_url,
    map_embed_url: values.map_embed_url,
  };
}
