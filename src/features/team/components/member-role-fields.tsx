import { useWatch, type Control } from "react-hook-form";
import { SelectField } from "@/components/form-fields";
import { MEMBER_ROLES, ROLE_TEXT } from "@/features/team/api/team";
import { useInstructors } from "@/features/instructors/api/instructors";
import type { MemberRole } from "@/features/auth/api/member-role";

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: `${ROLE_TEXT[role].label}: ${ROLE_TEXT[role].description}` }));

type RoleForm = { role: MemberRole; instructorId: string };

/**
 * 'Peran', and for Instruktur the picker of the row of Instruktur the account is (the batches whose instructors
 * name it are the ones it teaches, docs/attendance.md). Shared by 'Undang Anggota' and 'Ubah Peran'.
 */
export function MemberRoleFields<TInput extends RoleForm, TOutput>({ control }: { control: Control<TInput, unknown, TOutput> }) {
  const roleControl = control as unknown as Control<RoleForm>;
  const role = useWatch({ control: roleControl, name: "role" });
  const instructors = useInstructors();
  const options = (instructors.data ?? []).map((i) => ({ value: String(i.id), label: `${i.name} (${i.title})` }));
  return (
    <>
      <SelectField control={roleControl} name="role" label="Peran" options={ROLE_OPTIONS} />
      {role === "instruktur" && (
        <SelectField
          control={roleControl}
          name="instructorId"
          label="Instruktur"
          options={options}
          placeholder={instructors.isPending ? "Memuat instruktur..." : instructors.isError ? "Daftar instruktur tidak dapat dimuat" : "Pilih instruktur"}
          description="Akun ini melihat kelas yang jadwalnya mencantumkan instruktur ini: hanya nama peserta dan presensinya."
        />
      )}
    </>
  );
}
