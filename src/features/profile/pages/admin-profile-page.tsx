import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { User } from "@supabase/supabase-js";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ErrorState } from "@/components/data-state";
import { SaveButton } from "@/components/form-dialog";
import { ImageInput } from "@/components/image-input";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useSession } from "@/features/auth/api/session";
import { useProfile, useUpdateProfile, type Profile } from "@/features/profile/api/profile";
import {
  profileFormDefaults,
  profileSchema,
  toProfileInput,
  type ProfileFormInput,
  type ProfileFormValues,
} from "@/features/profile/schemas/profile-schema";
import { compressImage } from "@/lib/image";
import { initialOf } from "@/lib/utils";

export default function AdminProfilePage() {
  const { user, isLoading } = useSession();
  const profile = useProfile(user?.id);
  const loading = isLoading || (!!user && profile.isPending);

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Profil" description="Nama dan foto yang tampil di menu pengguna." />
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
        <ProfileForm user={user} profile={profile.data ?? null} />
      )}
    </div>
  );
}

function ProfileForm({ user, profile }: { user: User; profile: Profile | null }) {
  const update = useUpdateProfile();
  const metadata = (user.user_metadata ?? {}) as { first_name?: string; last_name?: string; avatar_url?: string };
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileFormDefaults({
      first_name: profile?.first_name ?? metadata.first_name ?? null,
      last_name: profile?.last_name ?? metadata.last_name ?? null,
    }),
  });
  const avatarUrl = profile?.avatar_url ?? metadata.avatar_url ?? null;
  const firstName = form.watch("first_name");

  async function onSubmit(values: ProfileFormValues) {
    const avatar = values.avatar ? await compressImage(values.avatar, { kind: "avatar" }) : null;
    try {
      const saved = await update.mutateAsync(toProfileInput(user.id, values, avatar));
      form.reset(profileFormDefaults(saved));
      toast({ title: "Profil berhasil diperbarui." });
    } catch (error) {
      toast({
        title: "Gagal memperbarui profil.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader className="flex flex-row items-center gap-4">
        <Avatar className="size-14">
          {avatarUrl && <AvatarImage src={avatarUrl} alt="Avatar" />}
          <AvatarFallback className="text-lg">{initialOf(firstName, user.email)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <CardTitle className="truncate">{[profile?.first_name, profile?.last_name].filter(Boolean).join(" ") || user.email}</CardTitle>
          <CardDescription className="truncate">{user.email}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="avatar"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Foto Profil (opsional)</FormLabel>
                  <FormControl>
                    <ImageInput
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      name={field.name}
                      existingUrl={avatarUrl}
                      previewAlt="Pratinjau avatar"
                      rounded
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="first_name"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Nama Depan</FormLabel>
                    <FormControl>
                      <Input autoComplete="given-name" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="last_name"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Nama Belakang</FormLabel>
                    <FormControl>
                      <Input autoComplete="family-name" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="profile-email">Email</Label>
              <Input id="profile-email" value={user.email ?? ""} readOnly disabled />
            </div>
            <div className="flex justify-end">
              <SaveButton saving={form.formState.isSubmitting} />
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
