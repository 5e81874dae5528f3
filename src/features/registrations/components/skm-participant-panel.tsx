import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { ClipboardCheck, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { fetchSkmParticipantToken } from "@/features/registrations/api/registrations";
import { RpcRefusal } from "@/lib/public-rpc";

export const SKM_ANSWERED = "Terima kasih, Anda sudah mengisi survei kepuasan periode ini.";

/**
 * The satisfaction survey in Cek Pendaftaran, for a participant near the end of their training while a period is
 * open (docs/satisfaction-survey.md, "Participants' link"). The button asks the database for a fresh token with the
 * same code and birth date and opens the form with it in the address's fragment, which no server receives.
 */
export function SkmParticipantPanel({ code, birthDate, skm }: { code: string; birthDate: string; skm: { period: string; answered: boolean } }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState(skm.answered);
  const [failure, setFailure] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setFailure(null);
    try {
      const { token } = await fetchSkmParticipantToken(code, birthDate);
      navigate({ pathname: paths.satisfactionForm.getHref(), hash: token });
    } catch (e) {
      // answered meanwhile (another tab, the WhatsApp link): the thank-you, not a failure
      if (e instanceof RpcRefusal && e.code === "answered") setAnswered(true);
      else setFailure(e instanceof Error ? e.message : "Survei belum dapat dibuka. Coba lagi.");
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3 rounded-lg border p-4" aria-live="polite">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <ClipboardCheck className="h-4 w-4" aria-hidden="true" />
        Survei Kepuasan
      </h3>
      {answered ? (
        <p className="text-sm">{SKM_ANSWERED}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Bantu kami memperbaiki pelayanan: nilai pelatihan Anda dalam Survei Kepuasan Masyarakat periode {skm.period}. Sembilan
            pertanyaan, sekitar 2 menit, tanpa nama; satu kali per periode.
          </p>
          <Button type="button" className="w-fit rounded-full" disabled={busy} onClick={() => void open()}>
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            Isi Survei Kepuasan
          </Button>
          {failure && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
        </>
      )}
    </div>
  );
}
