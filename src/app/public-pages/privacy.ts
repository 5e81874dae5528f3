/** The privacy policy, /kebijakan-privasi (docs/registration.md). */
import { definePage } from "@/app/public-pages/page";
import { complaintSettingsQuery } from "@/features/complaints/api/complaint-settings";
import { registrationSettingsQuery } from "@/features/registrations/api/registration-settings";

export { default } from "@/features/registrations/pages/privacy-page";

export const page = definePage({
  queries: () => ({ settings: registrationSettingsQuery(), complaintSettings: complaintSettingsQuery() }),
  head: () => ({
    title: "Kebijakan Privasi",
    description:
      "Bagaimana Kejuruan TIK BLK Banda Aceh mengumpulkan, memakai, menyimpan, dan menghapus data pribadi pendaftar pelatihan, serta hak Anda atas data tersebut.",
  }),
  parent: "home",
  crumb: () => "Kebijakan Privasi",
});
