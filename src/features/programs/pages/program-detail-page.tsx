import { Link, useParams } from "react-router-dom";
import { ArrowLeft, CalendarDays, Clock, FileQuestion, Tag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useProgram } from "@/features/programs/api/programs";
import { ProgramImage } from "@/features/programs/components/program-image";
import { parseProgramId } from "@/features/programs/components/program-routing";
import { ProgramSyllabus } from "@/features/programs/components/program-syllabus";
import { categoryPath } from "@/lib/categories";
import { usePageMeta } from "@/lib/page-meta";

function DetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="program-detail-loading">
      <Skeleton className="-mt-24 h-[340px] w-full rounded-none sm:h-[440px] md:-mt-28" />
      <div className="container max-w-4xl space-y-4 py-10">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-10 w-56" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <section className="container flex max-w-xl flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileQuestion className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">Program Tidak Ditemukan</h1>
      <p className="mt-3 text-muted-foreground">Program pelatihan yang Anda cari tidak dapat ditemukan.</p>
      <Button asChild className="mt-8">
        <Link to="/program-pelatihan">
          <ArrowLeft aria-hidden="true" />
          Kembali ke Program Pelatihan
        </Link>
      </Button>
    </section>
  );
}

export default function ProgramDetailPage() {
  const params = useParams();
  const id = parseProgramId(params.id);
  const { data: program, isPending, isError } = useProgram(id ?? undefined);

  usePageMeta({
    title: program ? program.name : id === null || isError || program === null ? "Program Tidak Ditemukan" : "Program Pelatihan",
    description: program
      ? program.description.slice(0, 155)
      : "Deskripsi dan silabus program pelatihan Kejuruan TIK BLK Banda Aceh.",
  });

  if (id === null) return <NotFound />;
  if (isPending) return <DetailSkeleton />;
  if (isError || !program) return <NotFound />;

  return (
    <article>
      <div className="relative -mt-24 h-[340px] overflow-hidden bg-muted sm:h-[440px] md:-mt-28">
        <ProgramImage
          src={program.image_url}
          alt={program.name}
          width={1600}
          height={600}
          highPriority
          iconClassName="size-20"
        />
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-background via-background/20 to-transparent" aria-hidden="true" />
      </div>

      <div className="container relative -mt-16 max-w-4xl pb-16 sm:-mt-20">
        <div className="rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
          <Link
            to="/program-pelatihan"
            className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Program Pelatihan
          </Link>
          <h1 className="mt-3 text-2xl font-bold sm:text-4xl">{program.name}</h1>
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <Link to={categoryPath(program.category)} className="inline-flex items-center gap-1.5 hover:text-foreground">
              <Tag className="size-4" aria-hidden="true" />
              <span>
                <span className="sr-only">Kategori: </span>
                {program.category}
              </span>
            </Link>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {program.duration}
            </span>
          </div>

          <Tabs defaultValue="deskripsi" className="mt-8 gap-6">
            <TabsList className="w-full sm:w-fit">
              <TabsTrigger value="deskripsi" className="px-6">
                Deskripsi
              </TabsTrigger>
              <TabsTrigger value="silabus" className="px-6">
                Silabus
              </TabsTrigger>
            </TabsList>
            <TabsContent value="deskripsi" className="space-y-6">
              <p className="whitespace-pre-line leading-relaxed text-foreground/90">{program.description}</p>
              <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-4">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
                  <CalendarDays className="size-5" />
                </span>
                <div>
                  <p className="text-xs text-muted-foreground">Durasi</p>
                  <p className="font-semibold">{program.duration}</p>
                </div>
              </div>
            </TabsContent>
            <TabsContent value="silabus">
              <ProgramSyllabus items={program.syllabus_items ?? []} />
            </TabsContent>
          </Tabs>

          <div className="mt-10 flex flex-col gap-3 border-t pt-6 sm:flex-row">
            <Button asChild>
              <Link to="/jadwal">Lihat Jadwal Pelatihan</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/kontak">Hubungi Kami</Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
