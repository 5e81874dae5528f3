/** One program's page, /program-pelatihan/:id, with its Course JSON-LD. */
import { definePage, ids } from "@/app/public-pages/page";
import { programQuery, programsQuery } from "@/features/programs/api/programs";
import { parseProgramId } from "@/features/programs/lib/program-routing";
import { schedulesQuery } from "@/features/schedules/api/schedules";
import { publicOutcomesQuery } from "@/features/outcomes/api/outcomes";
import { SITE_NAME } from "@/lib/page-meta";
import { excerpt } from "@/lib/plain-text";

export { default } from "@/features/programs/pages/program-detail-page";

export const page = definePage({
  queries: (params) => ({ program: programQuery(parseProgramId(params.id) ?? undefined), schedules: schedulesQuery(), outcomes: publicOutcomesQuery() }),
  head: (params, { program }) => ({
    title: program ? program.name : parseProgramId(params.id) === null || program === null ? "Program Tidak Ditemukan" : "Program Pelatihan",
    description: program ? excerpt(program.description, 155) : "Deskripsi dan silabus program pelatihan Kejuruan TIK BLK Banda Aceh.",
  }),
  parent: "programs",
  crumb: (_params, { program }) => program?.name ?? "Program",
  instances: async (load) => ids(await load(programsQuery())),
  seo: import.meta.env.SSR
    ? async ({ data: { program, schedules }, siteUrl, path }) => {
        if (!program) return {};
        const instances = (schedules ?? [])
          .filter((s) => s.program === program.name)
          .map((s) => ({
            "@type": "CourseInstance",
            name: `${program.name} — ${s.batch}`,
            courseMode: "onsite",
            startDate: s.startDate,
            endDate: s.endDate,
            location: { "@type": "Place", name: "UPTD BLK Banda Aceh", address: "Banda Aceh" },
            ...(s.instructorName.length ? { instructor: s.instructorName.map((name) => ({ "@type": "Person", name })) } : {}),
          }));
        const course = {
          "@context": "https://schema.org",
          "@type": "Course",
          name: program.name,
          description: excerpt(program.description, 500),
          timeRequired: program.duration,
          educationalCredentialAwarded: program.category,
          provider: { "@type": "EducationalOrganization", name: SITE_NAME, ...(siteUrl ? { sameAs: `${siteUrl}/` } : {}) },
          ...(siteUrl ? { url: `${siteUrl}${path}` } : {}),
          ...(instances.length ? { hasCourseInstance: instances } : {}),
        };
        return {
          type: "article",
          jsonLd: [course],
          shareImage: program.image_url ? { name: `program-${program.id}`, source: program.image_url } : undefined,
        };
      }
    : undefined,
});
