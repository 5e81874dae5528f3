import { toast } from "@/components/ui/use-toast";

export interface MutationToastTexts {
  /** Toast title when the action succeeds. */
  success: string;
  /** Title of the destructive toast when it fails (the error message becomes its description). */
  failure: string;
}

/**
 * Runs an admin write and reports it: a success toast, or a destructive toast with the
 * error's message. Never throws; resolves to whether the action succeeded.
 */
export async function runWithToast(action: () => Promise<unknown>, { success, failure }: MutationToastTexts): Promise<boolean> {
  try {
    await action();
    toast({ title: success });
    return true;
  } catch (error) {
    toast({
      title: failure,
      description: error instanceof Error ? error.message : undefined,
      variant: "destructive",
    });
    return false;
  }
}
