import { z } from "zod";
import { requiredImageFileField } from "@/lib/image";

export const FACILITY_IMAGE_REQUIRED_MESSAGE = "Foto fasilitas harus diunggah untuk fasilitas baru.";

/** Facility form (SPEC §5): the photo is optional when editing, required for a new facility. */
export function makeFacilitySchema({ isEdit }: { isEdit: boolean }) {
  return z.object({
    name: z.string().trim().min(1, { error: "Nama fasilitas harus diisi" }),
    description: z.string().trim().min(1, { error: "Deskripsi harus diisi" }),
    image: requiredImageFileField(FACILITY_IMAGE_REQUIRED_MESSAGE, !isEdit),
  });
}

export type FacilitySchema = ReturnType<typeof makeFacilitySchema>;
export type FacilityFormInput = z.input<FacilitySchema>;
export type FacilityFormValues = z.output<FacilitySchema>;

export function facilityFormDefaults(facility?: { name: string; description: string } | null): FacilityFormInput {
  return { name: facility?.name ?? "", description: facility?.description ?? "", image: null };
}

/** Maps valid form values (and the possibly compressed image) to the create/update facility input. */
export function toFacilityInput(values: FacilityFormValues, image: File | null = values.image ?? null) {
  return { name: values.name, description: values.description, image };
}
