import type { Control, FieldPath } from "react-hook-form";
import { PrivateUploadField } from "@/components/private-upload-field";
import { uploadRegistrationDocument } from "@/features/registrations/api/registrations";
import type { RegistrationFormInput, RegistrationFormValues } from "@/features/registrations/schemas/registration-schema";

/**
 * One document of an application (PrivateUploadField: photo or PDF, photos over 1 MB compressed, uploaded resumably
 * with its progress). `folder` gives the application's one folder (lib/upload-folder.ts: uploads started together
 * share one request for it).
 */
export function DocumentUploadField({
  control,
  kind,
  label,
  folder,
}: {
  control: Control<RegistrationFormInput, unknown, RegistrationFormValues>;
  kind: string;
  label: string;
  folder: () => Promise<string>;
}) {
  return (
    <PrivateUploadField
      control={control}
      name={`documents.${kind}` as FieldPath<RegistrationFormInput>}
      label={label}
      upload={async (file, onProgress) => uploadRegistrationDocument(await folder(), kind, file, { onProgress })}
    />
  );
}
