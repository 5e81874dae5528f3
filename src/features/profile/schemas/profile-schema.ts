import { z } from "zod";
import { imageFileField } from "@/lib/image";

/** Profile form (SPEC §5): names required, avatar optional. */
export const profileSchema = z.object({
  first_name: z.string().trim().min(1, { error: "Nama depan harus diisi." }),
  last_name: z.string().trim().min(1, { error: "Nama belakang harus diisi." }),
  avatar: imageFileField(),
});

export type ProfileFormInput = z.input<typeof profileSchema>;
export type ProfileFormValues = z.output<typeof profileSchema>;

export function profileFormDefaults(
  profile?: { first_name: string | null; last_name: string | null } | null,
): ProfileFormInput {
  return { first_name: profile?.first_name ?? "", last_name: profile?.last_name ?? "", avatar: null };
}

/** Maps valid form values (and the possibly compressed avatar) to the update-profile input. */
export function toProfileInput(userId: string, values: ProfileFormValues, avatar: File | null = values.avatar ?? null) {
  return { userId, first_name: values.first_name, last_name: values.last_name, avatar };
}
