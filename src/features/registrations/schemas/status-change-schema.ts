import { z } from "zod";
import { PANEL_TARGET_STATUSES, type PanelTargetStatus } from "@/features/registrations/lib/pipeline";

export const STATUS_CHANGE_MESSAGES = {
  status: "Pilih status baru.",
  message: "Pesan paling banyak 1000 karakter.",
} as const;

/** 'Ubah Status': the new status and the optional "Pesan untuk pendaftar" (the database checks both again). */
export const statusChangeSchema = z.object({
  status: z.enum(PANEL_TARGET_STATUSES, { error: STATUS_CHANGE_MESSAGES.status }),
  message: z.string().trim().max(1000, STATUS_CHANGE_MESSAGES.message),
});

export type StatusChangeFormInput = z.input<typeof statusChangeSchema>;
export type StatusChangeFormValues = z.output<typeof statusChangeSchema>;

/** The form starts with no status chosen (the select shows its placeholder) and no message. */
export const statusChangeDefaults = (): StatusChangeFormInput => ({ status: "" as PanelTargetStatus, message: "" });
