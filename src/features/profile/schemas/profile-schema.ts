import { z } from "zod";
import { requiredText, TEXT_MAX } from "@/lib/validators";
import { imageFileField } from "@/lib/image";
import type { Profile, ProfileInput } from "@/features/profile/api/profile";

/** Profile form (docs/product.md, Validation): names required, avatar optional. */
export const profileSchema = z.object({
  first_name: requiredText("Nama depan harus diisi.", "Nama depan", TEXT_MAX.profileName),
  last_name: requiredText("Nama belakang harus diisi.", "Nama belakang", TEXT_MAX.profileName),
  avatar: imageFileField(),
});

export type ProfileFormInput = z.input<typeof profileSchema>;
export type ProfileFormValues = z.output<typeof profileSchema>;

export function profileFormDefaults(
  profile?: Partial<Profile> | null,
): ProfileFormInput {
  return { first_name: profile?.first_name ?? "", last_name: profile?.last_name ?? "", avatar: null };
}

/** Maps valid form values (and the possibly compressed avatar) to the update-profile input. */
export function toProfileInput(userId: string, values: ProfileFormValues, avatar: File | null = values.avatar ?? null): ProfileInput {
  return { userId, first_name: values.first_name, last_name: values.last_name, avatar };
}
