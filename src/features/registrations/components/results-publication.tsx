import { useState } from "react";
import { ExternalLinkIcon, MegaphoneIcon, PencilIcon, Undo2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DatePicker } from "@/components/date-picker";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { CheckboxField, TextareaField, TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { runWithToast } from "@/components/mutation-toast";
import { paths } from "@/config/paths";
import { useZodForm } from "@/hooks/use-zod-form";
import { formatDate, toLocalDay } from "@/lib/dates";
import { dayInTimeZone } from "@/lib/today";
import { usePublication, usePublishResults, useWithdrawResults, type Publication } from "@/features/registrations/api/results-publication";
import {
  announcementDraft,
  publicationDefaults,
  publicationSchema,
  toPublishInput,
} from "@/features/registrations/schemas/results-publication-schema";

const jakartaDay = (timestamp: string) => formatDate(dayInTimeZone(timestamp, "Asia/Jakarta"));

/**
 * "Hasil Seleksi" of the batch the list is filtered to (docs/selection.md): whether its results are public (or from
 * which day), the page's link, and Umumkan / Ubah / Tarik Kembali.
 */
export function ResultsPublication({ scheduleId, batchLabel }: { scheduleId: number; batchLabel: string }) {
  const publication = usePublication(scheduleId);
  const withdraw = useWithdrawResults();
  const [dialog, setDialog] = useState<"publish" | "withdraw" | null>(null);
  if (publication.isError) return null;
  if (publication.isPending) return <Skeleton className="h-20 w-full rounded-xl" aria-label="Memuat hasil seleksi" />;
  const current = publication.data;
  const isPublic = current !== null && new Date(current.published_at) <= new Date();
  const pageHref = paths.selectionResults.getHref(scheduleId);

  return (
    <Card role="region" aria-labelledby="results-title">
      <CardContent className="grid gap-3 pt-6 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-1">
          <h2 id="results-title" className="text-sm font-semibold">
            Hasil Seleksi {batchLabel}
          </h2>
          <p className="text-sm text-muted-foreground">
            {current === null
              ? "Belum diumumkan. Umumkan kode pendaftaran dan nama yang disamarkan dari peserta lulus seleksi dan cadangan di halaman publik."
              : isPublic
                ? `Diumumkan sejak ${jakartaDay(current.published_at)}${current.announcement ? ", dengan pengumuman" : ""}.`
                : `Dijadwalkan tampil mulai ${jakartaDay(current.published_at)}${current.announcement ? ", dengan pengumuman" : ""}.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {current === null ? (
            <Button size="sm" onClick={() => setDialog("publish")}>
              <MegaphoneIcon aria-hidden="true" />
              Umumkan Hasil Seleksi
            </Button>
          ) : (
            <>
              <Button asChild variant="outline" size="sm">
                <a href={pageHref} target="_blank" rel="noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  {isPublic ? "Lihat Halaman" : "Pratinjau"}
                  <span className="sr-only"> (tab baru)</span>
                </a>
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDialog("publish")}>
                <PencilIcon aria-hidden="true" />
                Ubah
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDialog("withdraw")}>
                <Undo2Icon aria-hidden="true" />
                Tarik Kembali
              </Button>
            </>
          )}
        </div>
      </CardContent>
      <PublishDialog
        open={dialog === "publish"}
        onOpenChange={(open) => setDialog(open ? "publish" : null)}
        scheduleId={scheduleId}
        batchLabel={batchLabel}
        current={current}
      />
      <ConfirmDialog
        open={dialog === "withdraw"}
        onOpenChange={(open) => setDialog(open ? "withdraw" : null)}
        title="Tarik Kembali Hasil Seleksi?"
        description={`Halaman hasil seleksi ${batchLabel} dan tautannya di halaman jadwal tidak lagi tampil${current?.announcement ? ", dan pengumumannya dihapus" : ""}. Status pendaftar tidak berubah.`}
        confirmLabel="Ya, Tarik Kembali"
        pendingLabel="Menarik kembali..."
        pending={withdraw.isPending}
        onConfirm={async () => {
          await runWithToast(() => withdraw.mutateAsync(scheduleId), {
            success: "Hasil seleksi ditarik kembali.",
            failure: "Gagal menarik kembali hasil seleksi.",
          });
          setDialog(null);
        }}
      />
    </Card>
  );
}

function PublishDialog({
  scheduleId,
  batchLabel,
  current,
  ...dialog
}: FormDialogOpenProps & { scheduleId: number; batchLabel: string; current: Publication | null }) {
  const publish = usePublishResults();
  const origin = globalThis.location?.origin ?? "";
  // Today as the centre counts it (WIB), whatever the administrator's own zone.
  const today = toLocalDay(dayInTimeZone(new Date().toISOString(), "Asia/Jakarta")) ?? new Date();
  const defaults = publicationDefaults(current, announcementDraft(batchLabel, `${origin}${paths.selectionResults.getHref(scheduleId)}`), today);
  const form = useZodForm(publicationSchema, defaults);
  const announce = form.watch("announce");

  return (
    <FormDialog
      {...dialog}
      title={current ? "Ubah Hasil Seleksi" : "Umumkan Hasil Seleksi"}
      description="Halaman publik menampilkan kode pendaftaran dan nama yang disamarkan dari peserta Lulus Seleksi (juga Peserta dan Selesai) dan Cadangan, mulai tanggal tampil. Tercatat di Aktivitas Keamanan."
      form={form}
      values={defaults}
      className="sm:max-w-2xl"
      submitLabels={{ idle: current ? "Simpan" : "Umumkan", saving: "Menyimpan..." }}
      save={{
        texts: {
          success: current ? "Hasil seleksi diperbarui." : "Hasil seleksi diumumkan.",
          failure: "Gagal mengumumkan hasil seleksi.",
        },
        write: (values) => publish.mutateAsync(toPublishInput(scheduleId, values)),
      }}
    >
      <FormField
        control={form.control}
        name="publishOn"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Tanggal Tampil</FormLabel>
            <FormControl>
              <DatePicker value={field.value} onChange={(d) => field.onChange(d ?? null)} onBlur={field.onBlur} />
            </FormControl>
            <FormDescription>Halaman tampil untuk pengunjung mulai pukul 00.00 WIB pada tanggal ini.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextareaField
        control={form.control}
        name="note"
        label="Catatan (opsional)"
        rows={3}
        placeholder="Contoh: Peserta yang lulus harap hadir pada 5 Januari pukul 08.00 WIB membawa KTP asli."
      />
      <CheckboxField
        control={form.control}
        name="announce"
        label="Umumkan juga sebagai pengumuman"
        description="Pengumuman terbit pada tanggal tampil yang sama dan terhapus bila hasil seleksi ditarik kembali."
      />
      {announce ? (
        <>
          <TextField control={form.control} name="title" label="Judul Pengumuman" autoComplete="off" />
          <TextareaField control={form.control} name="body" label="Isi Pengumuman" rows={5} />
        </>
      ) : null}
    </FormDialog>
  );
}
