import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { expectRows, singleOrNull, supabase } from "@/lib/supabase";
import { pathFromPublicUrl, writeWithImage, type UploadControl } from "@/lib/storage";
import { loadAuthClient } from "@/lib/auth-session";
import type { Tables } from "@/types/database.types";
import { sessionKeys } from "@/features/auth/api/session";

export type Profile = Tables<"profiles">;
export type ProfileInput = {
  userId: string;
  first_name: string;
  last_name: string;
  avatar?: File | null;
  /** Progress and cancellation of the avatar upload. */
  upload?: UploadControl;
};

export const profileKeys = {
  all: ["profile"] as const,
  detail: (userId: string) => ["profile", userId] as const,
};

/** PGRST116 (no profile row) is treated as empty. */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  return singleOrNull(supabase.from("profiles").select("*").eq("id", userId).single());
}

/**
 * Updates the profile row (and the avatar when a new one is given, stored in
 * the user's own folder), then mirrors the names and avatar into the auth user
 * metadata that the menus read. The previous avatar file is removed last.
 */
export async function updateProfile({ userId, first_name, last_name, avatar, upload: control }: ProfileInput): Promise<Profile> {
  if (!userId) throw new Error("user not authenticated");
  const previous = avatar ? await fetchProfile(userId) : null;
  const profile = await writeWithImage({
    bucket: "avatars",
    file: avatar,
    control,
    folder: userId,
    previousPath: pathFromPublicUrl("avatars", previous?.avatar_url),
    write: async (upload) => {
      const { data } = await supabase
        .from("profiles")
        .update({
          first_name,
          last_name,
          updated_at: new Date().toISOString(),
          ...(upload ? { avatar_url: upload.publicUrl } : {}),
        })
        .eq("id", userId)
        .select()
        .throwOnError();
      return expectRows(data)[0];
    },
  });
  const { error } = await (await loadAuthClient()).auth.updateUser({
    data: { first_name, last_name, ...(avatar ? { avatar_url: profile.avatar_url } : {}) },
  });
  if (error) throw error;
  return profile;
}

export const profileQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: profileKeys.detail(userId ?? ""),
    queryFn: () => fetchProfile(userId as string),
    enabled: Boolean(userId),
  });

export const useProfile = (userId: string | undefined) => useQuery(profileQuery(userId));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_profile, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.session }),
      ]),
  });
}
