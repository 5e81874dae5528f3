import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { announcementKeys } from "@/features/announcements/api/announcements";
import { scheduleKeys } from "@/features/schedules/api/schedules";
import { selectionResultKeys } from "@/features/registrations/api/selection-results";

/*
 * Publishing "Hasil Seleksi" (docs/selection.md): administrators publish, change and withdraw a batch's results
 * through publish_/withdraw_selection_results(), which record it in the security activity and create, update or
 * remove the announcement made for them in the same transaction.
 */

/** A batch's publication as administrators edit it. */
export interface Publication {
  schedule_id: number;
  published_at: string;
  note: string | null;
  announcement: { id: number; title: string; body: string } | null;
}

export interface PublishInput {
  scheduleId: number;
  /** yyyy-MM-dd: public from 00:00 WIB of this day. */
  publishOn: string;
  note?: string;
  /** A pengumuman published at the same moment; none removes the publication's announcement. */
  announcement?: { title: string; body: string };
}

const publicationKey = (scheduleId: number) => [...selectionResultKeys.all, "publication", scheduleId] as const;

export async function fetchPublication(scheduleId: number): Promise<Publication | null> {
  const { data } = await supabase
    .from("selection_results")
    .select("schedule_id, published_at, note, announcement:announcements(id, title, body)")
    .eq("schedule_id", scheduleId)
    .maybeSingle()
    .throwOnError();
  return data;
}

export async function publishResults({ scheduleId, publishOn, note, announcement }: PublishInput): Promise<void> {
  const { error } = await supabase.rpc("publish_selection_results", {
    p_schedule_id: scheduleId,
    p_publish_on: publishOn,
    ...(note?.trim() ? { p_note: note.trim() } : {}),
    ...(announcement ? { p_announcement: announcement } : {}),
  });
  if (error) throw new Error(error.message);
}

export async function withdrawResults(scheduleId: number): Promise<void> {
  const { error } = await supabase.rpc("withdraw_selection_results", { p_schedule_id: scheduleId });
  if (error) throw new Error(error.message);
}

export const usePublication = (scheduleId: number) =>
  useQuery({ queryKey: publicationKey(scheduleId), queryFn: () => fetchPublication(scheduleId) });
/** Publishing touches the batch's page (its link) and the announcements. */
const touched = [selectionResultKeys.all, scheduleKeys.details, announcementKeys.root] as const;
export const usePublishResults = () => useInvalidatingMutation(publishResults, ...touched);
export const useWithdrawResults = () => useInvalidatingMutation(withdrawResults, ...touched);
