import { z } from "zod";
import { requiredText, TEXT_MAX } from "@/lib/validators";
import { requiredImageFileField } from "@/lib/image";
import type { Facility, FacilityInput } from "@/features/facilities/api/facilities";

export const FACILITY_IMAGE_REQUIRED_MESSAGE = "Foto fasilitas harus diunggah untuk fasilitas baru.";

/** Facility form (docs/product.md, Validation): the photo is optional when editing, required for a new facility. */
export function makeFacilitySchema({ isEdit }: { isEdit: boolean }) {
  return z.object({
    name: requiredText("Nama fasilitas harus diisi", "Nama fasilitas", TEXT_MAX.facilityName),
    description: requiredText("Deskripsi harus diisi", "Deskripsi", TEXT_MAX.facilityDescription),
    image: requiredImageFileField(FACILITY_IMAGE_REQUIRED_MESSAGE, !isEdit),
  });
}

export type FacilitySchema = ReturnType<typeof makeFacilitySchema>;
export type FacilityFormInput = z.input<FacilitySchema>;
export type FacilityFormValues = z.output<FacilitySchema>;

export function facilityFormDefaults(facility?: Partial<Facility> | null): FacilityFormInput {
  return { name: facility?.name ?? "", description: facility?.description ?? "", image: null };
}

/** Maps valid form values (and the possibly compressed image) to the create/update facility input. */
export function toFacilityInput(values: FacilityFormValues, image: File | null = values.image ?? null): FacilityInput {
  return { name: values.name, description: values.description, image };
}
