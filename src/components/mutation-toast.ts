import { toast } from "@/components/ui/use-toast";
import { isUploadCancelled } from "@/lib/upload-cancelled";

/** Toast after the user cancelled an upload (nothing was saved). */
export const UPLOAD_CANCELLED = "Unggahan dibatalkan.";

export interface MutationToastTexts {
  /** Toast title when the action succeeds. */
  success: string;
  /** Title of the destructive toast when it fails (the error message becomes its description). */
  failure: string;
}

/**
 * Runs an admin write and reports it: a success toast, or a destructive toast with the
 * error's message. A cancelled upload is no failure: it reports 'Unggahan dibatalkan.'.
 * Never throws; resolves to whether the action succeeded.
 */
export async function runWithToast(action: () => Promise<unknown>, { success, failure }: MutationToastTexts): Promise<boolean> {
  try {
    await action();
    toast({ title: success });
    return true;
  } catch (error) {
    if (isUploadCancelled(error)) {
      toast({ title: UPLOAD_CANCELLED, description: "Tidak ada yang disimpan." });
      return false;
    }
    toast({
      title: failure,
      description: error instanceof Error ? error.message : undefined,
      variant: "destructive",
    });
    return false;
  }
}
