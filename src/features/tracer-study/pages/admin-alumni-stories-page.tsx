import { Link } from "react-router-dom";
import { ArrowLeftIcon, PencilIcon, QuoteIcon, Trash2Icon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/data-state";
import { runWithToast } from "@/components/mutation-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { AdminsOnly } from "@/features/tracer-study/components/admins-only";
import {
  STORY_STATE_TEXT,
  useAlumniStoriesAdmin,
  useDeleteAlumniStory,
  type AlumniStory,
  type StoryRound,
} from "@/features/tracer-study/api/alumni-stories";
import { AlumniStoryFormDialog, type StoryTarget } from "@/features/tracer-study/components/alumni-story-form-dialog";

const TITLE = "Cerita Alumni";

/** "Cerita Alumni" (admins and super admins, docs/outcomes.md "Alumni stories"): quotes of consenting graduates. */
export default function AdminAlumniStoriesPage() {
  return (
    <AdminsOnly title={TITLE} reason="Cerita alumni hanya dapat dikelola oleh admin dan super admin.">
      <Stories />
    </AdminsOnly>
  );
}

/** "Bekerja · bidang Pemerintahan", "Wirausaha", …: what the site shows beside the quote. */
const work = (round: StoryRound) =>
  round.status === "Bekerja" && round.sector ? `Bekerja · bidang ${round.sector}` : (round.status ?? "Status belum dijawab");

function Who({ round }: { round: StoryRound }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{round.full_name}</span> · {round.program} {round.batch} ({round.year}) · survei{" "}
      {round.round_month} bulan · {work(round)}
    </p>
  );
}

function Stories() {
  const query = useAlumniStoriesAdmin();
  const remove = useDeleteAlumniStory();
  const dialogs = useAdminDialogs<StoryTarget>();
  const deleting = dialogs.itemFor("delete")?.story;

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to={paths.admin.tracer.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Survei Alumni
        </Link>
      </Button>
      <AdminPageHeader
        title={TITLE}
        description="Kutipan jawaban lulusan yang setuju dikutip tanpa nama di survei alumni, ditampilkan di halaman program dan Hasil Pelatihan. Situs hanya menampilkan kutipan, program, tahun, status dan bidang kerja: tanpa nama, foto atau tempat kerja."
      />
      {query.isError ? (
        <ErrorState title="Gagal memuat cerita alumni." description={query.error.message} />
      ) : !query.data ? (
        <div className="grid gap-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-lg" />
          ))}
        </div>
      ) : (
        <>
          <section aria-labelledby="stories-title" className="space-y-3">
            <h2 id="stories-title" className="text-lg font-semibold">
              Cerita ({query.data.stories.length})
            </h2>
            {query.data.stories.length === 0 ? (
              <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">Belum ada cerita alumni.</p>
            ) : (
              <ul className="grid gap-3">
                {query.data.stories.map((story) => (
                  <StoryItem
                    key={story.id}
                    story={story}
                    onEdit={() => dialogs.openEdit({ round: story, story })}
                    onDelete={() => dialogs.openDelete({ round: story, story })}
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="candidates-title" className="space-y-3">
            <h2 id="candidates-title" className="text-lg font-semibold">
              Jawaban yang Dapat Dikutip ({query.data.candidates.length})
            </h2>
            <p className="text-sm text-muted-foreground">Lulusan yang menyetujui jawabannya dikutip dan belum dijadikan cerita.</p>
            {query.data.candidates.length === 0 ? (
              <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
                Belum ada jawaban lulusan yang dapat dikutip.
              </p>
            ) : (
              <ul className="grid gap-3">
                {query.data.candidates.map((round) => (
                  <li key={round.round_id} className="grid gap-3 rounded-lg border bg-card p-4" data-testid="story-candidate">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <Who round={round} />
                      <Button size="sm" onClick={() => dialogs.openEdit({ round })} aria-label={`Jadikan cerita jawaban ${round.full_name}`}>
                        <QuoteIcon aria-hidden="true" />
                        Jadikan Cerita
                      </Button>
                    </div>
                    <dl className="grid gap-2 text-sm">
                      {round.answers.map((answer) => (
                        <div key={answer.key}>
                          <dt className="font-medium">{answer.wording}</dt>
                          <dd className="whitespace-pre-line text-muted-foreground">{answer.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <AlumniStoryFormDialog {...dialogs.dialogProps("form")} target={dialogs.itemFor("form")} />
      <ConfirmDialog
        {...dialogs.dialogProps("delete")}
        title="Hapus cerita alumni ini?"
        description={<>&ldquo;{deleting?.quote}&rdquo; tidak lagi ditampilkan di situs. Jawaban lulusan tidak berubah.</>}
        confirmLabel="Ya, Hapus"
        pendingLabel="Menghapus..."
        pending={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          await runWithToast(() => remove.mutateAsync(deleting.id), {
            success: "Cerita alumni berhasil dihapus.",
            failure: "Gagal menghapus cerita alumni.",
          });
          dialogs.close();
        }}
      />
    </div>
  );
}

function StoryItem({ story, onEdit, onDelete }: { story: AlumniStory; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4" data-testid="alumni-story">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Badge variant={story.state === "shown" ? "default" : "secondary"}>{STORY_STATE_TEXT[story.state]}</Badge>
        <div className="flex flex-wrap gap-2">
          {/* consent withdrawn: nothing to change (the database refuses it), only to delete */}
          {story.state !== "consent_withdrawn" && (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Ubah cerita ${story.full_name}`}>
              <PencilIcon aria-hidden="true" />
              Ubah
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Hapus cerita ${story.full_name}`}>
            <Trash2Icon aria-hidden="true" />
            Hapus
          </Button>
        </div>
      </div>
      <blockquote className="leading-relaxed">&ldquo;{story.quote}&rdquo;</blockquote>
      <p className="text-xs text-muted-foreground">Dari jawaban: {story.question_wording}</p>
      <Who round={story} />
    </li>
  );
}
