import { useState } from "react";
import { MailPlusIcon, ShieldOffIcon, UserCheckIcon, UserCogIcon, UserMinusIcon, UserXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AdminTable } from "@/components/admin-table";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/data-state";
import { runWithToast } from "@/components/mutation-toast";
import { useSession } from "@/features/auth/api/session";
import {
  ROLE_TEXT,
  MEMBER_ROLES,
  useRemoveTeamMember,
  useResetMemberTwoFactor,
  useTeam,
  useUpdateTeamMember,
} from "@/features/team/api/team";
import { TwoFactorRequirement } from "@/features/team/components/two-factor-requirement";
import { InviteMemberDialog } from "@/features/team/components/invite-member-dialog";
import { MemberRoleDialog } from "@/features/team/components/member-role-dialog";
import { TEAM_COLUMNS, memberName, type TeamRow } from "@/features/team/components/team-columns";
import { SuperAdminOnly } from "@/features/team/components/super-admin-only";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";

const TITLE = "Tim Admin";
const DESCRIPTION = "Anggota tim admin, peran, dan statusnya. Hanya super admin yang dapat membuka dan mengubah halaman ini.";

/**
 * 'Tim Admin' (super admins only, docs/admin-team.md): every member with e-mail, role, state and last sign-in;
 * 'Undang Anggota' (an e-mail invitation through the Edge Function invite-member), 'Ubah Peran', 'Nonaktifkan' / 'Aktifkan', 'Atur Ulang Verifikasi Dua Langkah' and 'Hapus dari Tim'; whether the team requires
 * two-factor. The database checks every call (403 for anyone
 * else) and keeps one active super admin; its Indonesian refusals show in the failure toasts.
 */
export default function AdminTeamPage() {
  return (
    <SuperAdminOnly title={TITLE}>
      <TeamManagement />
    </SuperAdminOnly>
  );
}

function TeamManagement() {
  const { user } = useSession();
  const team = useTeam();
  const update = useUpdateTeamMember();
  const remove = useRemoveTeamMember();
  const resetTwoFactor = useResetMemberTwoFactor();
  const dialogs = useAdminDialogs<TeamRow, "role" | "active" | "remove" | "two_factor">();
  const [inviting, setInviting] = useState(false);
  const rows = team.data?.map((m) => ({ ...m, id: m.user_id, isYou: m.user_id === user?.id }));
  const target = dialogs.item;

  const toggleActive = async () => {
    if (!target) return;
    const activating = !target.active;
    await runWithToast(() => update.mutateAsync({ userId: target.user_id, active: activating }), {
      success: activating ? "Anggota berhasil diaktifkan." : "Anggota berhasil dinonaktifkan.",
      failure: activating ? "Gagal mengaktifkan anggota." : "Gagal menonaktifkan anggota.",
    });
    dialogs.close();
  };
  const removeMember = async () => {
    if (!target) return;
    await runWithToast(() => remove.mutateAsync(target.user_id), {
      success: "Anggota berhasil dihapus dari tim.",
      failure: "Gagal menghapus anggota dari tim.",
    });
    dialogs.close();
  };

  const resetMemberTwoFactor = async () => {
    if (!target) return;
    await runWithToast(() => resetTwoFactor.mutateAsync(target.user_id), {
      success: "Verifikasi dua langkah anggota berhasil diatur ulang.",
      failure: "Gagal mengatur ulang verifikasi dua langkah.",
    });
    dialogs.close();
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TITLE}
        description={DESCRIPTION}
        action={
          <Button onClick={() => setInviting(true)}>
            <MailPlusIcon aria-hidden="true" />
            Undang Anggota
          </Button>
        }
      />
      <InviteMemberDialog open={inviting} onOpenChange={setInviting} />
      <TwoFactorRequirement />
      <section aria-labelledby="roles-title" className="rounded-xl border bg-card p-4 text-sm">
        <h2 id="roles-title" className="font-semibold">
          Peran
        </h2>
        <dl className="mt-2 grid gap-2 sm:grid-cols-3">
          {MEMBER_ROLES.map((r) => (
            <div key={r}>
              <dt className="font-medium">{ROLE_TEXT[r].label}</dt>
              <dd className="text-muted-foreground">{ROLE_TEXT[r].description}</dd>
            </div>
          ))}
        </dl>
      </section>
      {team.isError ? (
        <ErrorState title="Gagal memuat tim admin." description={team.error.message} />
      ) : (
        <AdminTable
          rows={rows}
          columns={TEAM_COLUMNS}
          actions={{
            label: (m) => `Aksi untuk ${memberName(m)}`,
            items: (m) => [
              { label: "Ubah Peran", icon: UserCogIcon, onSelect: () => dialogs.open("role", m) },
              m.active
                ? { label: "Nonaktifkan", icon: UserXIcon, onSelect: () => dialogs.open("active", m) }
                : { label: "Aktifkan", icon: UserCheckIcon, onSelect: () => dialogs.open("active", m) },
              ...(m.two_factor
                ? [{ label: "Atur Ulang Verifikasi Dua Langkah", icon: ShieldOffIcon, onSelect: () => dialogs.open("two_factor", m) }]
                : []),
              { label: "Hapus dari Tim", icon: UserMinusIcon, destructive: true, onSelect: () => dialogs.open("remove", m) },
            ],
          }}
        />
      )}
      <MemberRoleDialog {...dialogs.dialogProps("role")} member={dialogs.itemFor("role")} />
      <ConfirmDialog
        {...dialogs.dialogProps("active")}
        title={target?.active ? "Nonaktifkan anggota ini?" : "Aktifkan anggota ini?"}
        description={
          target?.active
            ? `${target ? memberName(target) : ""} langsung kehilangan akses ke panel admin dan data pendaftar, juga dengan sesi yang sedang terbuka. Anda dapat mengaktifkannya lagi kapan saja.`
            : `${target ? memberName(target) : ""} kembali mendapat akses sesuai perannya setelah masuk lagi.`
        }
        confirmLabel={target?.active ? "Ya, Nonaktifkan" : "Ya, Aktifkan"}
        confirmVariant={target?.active ? "destructive" : "default"}
        pending={update.isPending}
        onConfirm={() => void toggleActive()}
      />
      <ConfirmDialog
        {...dialogs.dialogProps("remove")}
        title="Hapus dari tim admin?"
        description={`${target ? memberName(target) : ""} (${target?.email ?? ""}) tidak lagi menjadi anggota tim admin. Akunnya tetap ada; untuk bergabung lagi, super admin menambahkannya kembali.`}
        confirmLabel="Ya, Hapus dari Tim"
        pending={remove.isPending}
        onConfirm={() => void removeMember()}
      />
      <ConfirmDialog
        {...dialogs.dialogProps("two_factor")}
        title="Atur ulang verifikasi dua langkah?"
        description={`Aplikasi autentikator ${target ? memberName(target) : ""} dilepas dari akunnya: login berikutnya cukup dengan kata sandi, lalu ia dapat (atau, bila diwajibkan, harus) mengaktifkannya lagi di Profil. Lakukan hanya bila Anda yakin yang meminta memang anggota ini, misalnya ponselnya hilang.`}
        confirmLabel="Ya, Atur Ulang"
        pending={resetTwoFactor.isPending}
        onConfirm={() => void resetMemberTwoFactor()}
      />
    </div>
  );
}
