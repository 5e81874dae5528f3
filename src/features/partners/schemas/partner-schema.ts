import { z } from "zod";
import { optionalHttpUrl, requiredText } from "@/lib/validators";
import { imageFileField } from "@/lib/image";
import { COOPERATION_LABELS, type Partner, type PartnerInput } from "@/features/partners/api/partners";

/** The database's limits (migration 20261129000010_partners_vacancies.sql). */
export const PARTNER_MAX = { name: 120, sector: 120, position: 9999 } as const;

const POSITION_MESSAGE = `Urutan harus bilangan bulat 1 sampai ${PARTNER_MAX.position}.`;

/** Partner form: the logo is optional (a partner without one shows its name). */
export const partnerSchema = z.object({
  name: requiredText("Nama mitra harus diisi", "Nama mitra", PARTNER_MAX.name),
  sector: requiredText("Bidang usaha harus diisi", "Bidang usaha", PARTNER_MAX.sector),
  cooperation: z
    .array(z.enum(Object.keys(COOPERATION_LABELS) as [string, ...string[]]))
    .min(1, { error: "Pilih minimal satu bentuk kerja sama." }),
  website: optionalHttpUrl("Situs web harus alamat lengkap yang diawali http:// atau https://.", "Situs web"),
  position: z.coerce
    .number<number | string>({ error: POSITION_MESSAGE })
    .int({ error: POSITION_MESSAGE })
    .min(1, { error: POSITION_MESSAGE })
    .max(PARTNER_MAX.position, { error: POSITION_MESSAGE }),
  image: imageFileField(),
});

export type PartnerFormInput = z.input<typeof partnerSchema>;
export type PartnerFormValues = z.output<typeof partnerSchema>;

export function partnerFormDefaults(partner?: Partial<Partner> | null): PartnerFormInput {
  return {
    name: partner?.name ?? "",
    sector: partner?.sector ?? "",
    cooperation: partner?.cooperation ?? [],
    website: partner?.website ?? "",
    position: partner?.position ?? 1,
    image: null,
  };
}

export function toPartnerInput(values: PartnerFormValues, image: File | null = values.image ?? null): PartnerInput {
  return { name: values.name, sector: values.sector, cooperation: values.cooperation, website: values.website, position: values.position, image };
}
