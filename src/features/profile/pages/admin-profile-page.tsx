import type { User } from "@supabase/supabase-js";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ErrorState } from "@/components/data-state";
import { ImageField, TextField } from "@/components/form-fields";
import { PageForm } from "@/components/page-form";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSession } from "@/features/auth/api/session";
import { useProfile, useUpdateProfile, type Profile } from "@/features/profile/api/profile";
import { SignOutEverywhere } from "@/features/profile/components/sign-out-everywhere";
import { TwoFactorCard } from "@/features/profile/components/two-factor-card";
import { profileFormDefaults, profileSchema, toProfileInput } from "@/features/profile/schemas/profile-schema";
import { initialOf } from "@/lib/utils";

export default function AdminProfilePage() {
  const { user, isLoading } = useSession();
  const profile = useProfile(user?.id);
  const loading = isLoading || (!!user && profile.isPending);

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Profil" description="Nama dan foto yang tampil di menu pengguna, verifikasi dua langkah, dan sesi." />
      {loading ? (
        <Card aria-busy="true" className="max-w-2xl">
          <CardContent className="grid gap-4 pt-6">
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </CardContent>
        </Card>
      ) : !user || profile.isError ? (
        <ErrorState
          title="Gagal memuat profil."
          description={!user ? "Sesi Anda tidak ditemukan. Silakan login kembali." : "Periksa koneksi Anda lalu muat ulang halaman."}
        />
      ) : (
        <>
          <ProfileForm user={user} profile={profile.data ?? null} />
          <TwoFactorCard />
          <SignOutEverywhere />
        </>
      )}
    </div>
  );
}

function ProfileForm({ user, profile }: { user: User; profile: Profile | null }) {
  const update = useUpdateProfile();
  const metadata = (user.user_metadata ?? {}) as { first_name?: string; last_name?: string; avatar_url?: string };
  const form = useZodForm(
    profileSchema,
    profileFormDefaults({
      first_name: profile?.first_name ?? metadata.first_name ?? null,
      last_name: profile?.last_name ?? metadata.last_name ?? null,
    }),
  );
  const avatarUrl = profile?.avatar_url ?? metadata.avatar_url ?? null;
  const firstName = form.watch("first_name");

  return (
    <Card className="max-w-2xl">
      <CardHeader className="flex flex-row items-center gap-4">
        <Avatar className="size-14">
          {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
          <AvatarFallback className="text-lg">{initialOf(firstName, user.email)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <CardTitle as="h2" className="truncate">{[profile?.first_name, profile?.last_name].filter(Boolean).join(" ") || user.email}</CardTitle>
          <CardDescription className="truncate">{user.email}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <PageForm
          form={form}
          save={{
            texts: { success: "Profil berhasil diperbarui.", failure: "Gagal memperbarui profil." },
            image: { kind: "avatar", name: "avatar" },
            write: (values, avatar, upload) => update.mutateAsync({ ...toProfileInput(user.id, values, avatar), upload }),
            onSaved: (saved) => form.reset(profileFormDefaults(saved)),
          }}
        >
          <ImageField
            control={form.control}
            name="avatar"
            label="Foto Profil (opsional)"
            existingUrl={avatarUrl}
            previewAlt="Pratinjau avatar"
            rounded
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="first_name" label="Nama Depan" autoComplete="given-name" />
            <TextField control={form.control} name="last_name" label="Nama Belakang" autoComplete="family-name" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="profile-email">Email</Label>
            <Input id="profile-email" value={user.email ?? ""} readOnly disabled />
          </div>
        </PageForm>
      </CardContent>
    </Card>
  );
}
