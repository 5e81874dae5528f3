import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router-dom";
import { ArrowLeft, CalendarDays, Clock, Gift, Printer, Tag } from "lucide-react";
import { CheckList } from "@/components/check-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useProgram } from "@/features/programs/api/programs";
import { ProgramImage } from "@/features/programs/components/program-image";
import { parseProgramId } from "@/features/programs/lib/program-routing";
import { useContactInfo } from "@/features/contact/api/contact";
import { ProgramBatches } from "@/features/programs/components/program-batches";
import { ProgramOutcome } from "@/features/programs/components/program-outcome";
// The program's vacancies (fetched in the browser, never prerendered) are a chunk of their own: not in the first load.
const ProgramVacancies = lazy(() => import("@/features/programs/components/program-vacancies").then((m) => ({ default: m.ProgramVacancies })));
// The graduates' quotes likewise: a withdrawn consent must not linger in prerendered HTML.
const ProgramAlumniStories = lazy(() =>
  import("@/features/programs/components/program-alumni-stories").then((m) => ({ default: m.ProgramAlumniStories })),
);
import { ProgramSyllabus } from "@/features/programs/components/program-syllabus";
import { SyllabusPrintSheet } from "@/features/programs/components/syllabus-print-sheet";
import { usePrinting } from "@/hooks/use-printing";
import { paths } from "@/config/paths";
import { NotFoundState } from "@/components/not-found-state";
import { PublicPageBand } from "@/components/public-page-header";
import { useHydrated } from "@/lib/hydration";

function DetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="program-detail-loading">
      <div className="container grid gap-8 py-10 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-12">
        <div className="space-y-5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-7 w-28 rounded-full" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-11 w-64 rounded-full" />
        </div>
        <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
      </div>
      <div className="container max-w-4xl space-y-4 pb-10">
        <Skeleton className="h-10 w-56" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  );
}

function NotFound() {
  return <NotFoundState title="Program Tidak Ditemukan" description="Program pelatihan yang Anda cari tidak dapat ditemukan." backTo={paths.programs.getHref()} backLabel="Kembali ke Program Pelatihan" />;
}

export default function ProgramDetailPage() {
  const params = useParams();
  const id = parseProgramId(params.id);
  const { data: program, isPending, isError } = useProgram(id ?? undefined);
  const contact = useContactInfo();
  const printing = usePrinting();
  const hydrated = useHydrated();
  const contactLine = contact.data
    ? `UPTD BLK Banda Aceh · ${contact.data.address} · Telp. ${contact.data.phone} · ${contact.data.email}`
    : null;

  if (id === null) return <NotFound />;
  if (isPending) return <DetailSkeleton />;
  if (isError || !program) return <NotFound />;

  return (
    <>
    {printing ? <SyllabusPrintSheet program={program} contactLine={contactLine} /> : null}
    <article className="print:hidden">
      <PublicPageBand className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-12">
          <div className="min-w-0">
            <Link
              to={paths.programs.getHref()}
              className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Program Pelatihan
            </Link>
            <p className="mt-5">
              <Link
                to={paths.categoryPrograms.getHref(program.category)}
                className="inline-flex items-center gap-1.5 rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary transition-colors hover:bg-primary/15"
              >
                <Tag className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Kategori: </span>
                {program.category}
              </Link>
            </p>
            <h1 className="mt-4 text-3xl font-bold sm:text-4xl lg:text-5xl">{program.name}</h1>
            <p className="mt-4 inline-flex items-center gap-2 text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" />
              <span>
                <span className="sr-only">Durasi: </span>
                {program.duration}
              </span>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg" className="rounded-full">
                <Link to={paths.schedules.getHref()}>
                  <CalendarDays aria-hidden="true" />
                  Lihat Jadwal Pelatihan
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="rounded-full">
                <Link to={paths.contact.getHref()}>Hubungi Kami</Link>
              </Button>
              <Button type="button" size="lg" variant="outline" className="rounded-full" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Cetak Silabus
              </Button>
            </div>
          </div>
          <div className="aspect-[16/10] overflow-hidden rounded-2xl border bg-muted shadow-xl">
            <ProgramImage
              src={program.image_url}
              variantWidths={program.image_variant_widths}
              alt={program.name}
              width={1280}
              height={800}
              highPriority
              sizes="(min-width: 1024px) 50vw, 100vw"
              iconClassName="size-20"
            />
          </div>
      </PublicPageBand>

      <section className="container max-w-4xl py-10 sm:py-14">
        <Tabs defaultValue="deskripsi" className="gap-6">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="deskripsi" className="px-8">
              Deskripsi
            </TabsTrigger>
            <TabsTrigger value="silabus" className="px-8">
              Silabus
            </TabsTrigger>
          </TabsList>
          <TabsContent value="deskripsi" className="space-y-6">
            <h2 className="sr-only">Deskripsi</h2>
            <p className="whitespace-pre-line text-base leading-relaxed text-foreground/90 sm:text-lg">{program.description}</p>
            <div className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
                <Clock className="size-5" />
              </span>
              <div>
                <p className="text-xs text-muted-foreground">Durasi</p>
                <p className="font-semibold">{program.duration}</p>
              </div>
            </div>
            <ProgramOutcome programName={program.name} />
            {/* never prerendered: baked-in HTML would show a vacancy past its deadline until the next build */}
            {hydrated && (
              <Suspense fallback={null}>
                <ProgramVacancies programId={program.id} />
              </Suspense>
            )}
            {hydrated && (
              <Suspense fallback={null}>
                <ProgramAlumniStories programName={program.name} />
              </Suspense>
            )}
            {program.requirements.length > 0 ? (
              <div>
                <h3 className="mb-4 text-xl font-semibold">Persyaratan</h3>
                <CheckList items={program.requirements} />
              </div>
            ) : null}
            {program.benefits.length > 0 ? (
              <div>
                <h3 className="mb-4 text-xl font-semibold">Yang Anda Dapatkan</h3>
                <CheckList items={program.benefits} icon={Gift} />
              </div>
            ) : null}
          </TabsContent>
          <TabsContent value="silabus">
            <h2 className="sr-only">Silabus</h2>
            <ProgramSyllabus items={program.syllabus_items ?? []} />
          </TabsContent>
        </Tabs>
        <ProgramBatches programName={program.name} />
      </section>
    </article>
    </>
  );
}
