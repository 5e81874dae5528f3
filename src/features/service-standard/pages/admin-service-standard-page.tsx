import { useState } from "react";
import { Link } from "react-router-dom";
import { ExternalLinkIcon, PencilIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ErrorState } from "@/components/data-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useMemberRole } from "@/features/auth/api/member-role";
import {
  useServicePledge,
  useServiceStandard,
  type ServiceStandardSection,
} from "@/features/service-standard/api/service-standard";
import { ServicePledgeDialog } from "@/features/service-standard/components/service-pledge-dialog";
import { ServiceSectionDialog } from "@/features/service-standard/components/service-section-dialog";
import { SERVICE_STANDARD_GROUPS, bodyItems, formatLongDate, sectionsOf } from "@/features/service-standard/lib/service-standard";

const TITLE = "Standar Pelayanan";

type Dialog = { kind: "section"; section: ServiceStandardSection } | { kind: "pledge" } | null;

/**
 * "Standar Pelayanan" (docs/service-standard.md): the components per group and the Maklumat Pelayanan, each with
 * "Ubah" for admins and super admins. Operators read the same page without the buttons: the content is public (no
 * reason to hide it as "Khusus Admin"), but it is an official document the database lets only admins change.
 */
export default function AdminServiceStandardPage() {
  const role = useMemberRole();
  const canEdit = role === "admin" || role === "super_admin";
  const sections = useServiceStandard();
  const pledge = useServicePledge();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TITLE}
        description="Komponen standar pelayanan menurut PermenPANRB No. 15 Tahun 2014 dan Maklumat Pelayanan, seperti tampil di halaman publik. Judul dan urutan komponen tetap; isinya dapat diubah."
        action={
          <>
            <Button asChild variant="outline">
              <Link to={paths.serviceStandard.getHref()} target="_blank" rel="noopener">
                <ExternalLinkIcon aria-hidden="true" />
                Lihat Halaman Publik
                <span className="sr-only">(membuka tab baru)</span>
              </Link>
            </Button>
          </>
        }
      />
      {!canEdit && (
        <p className="rounded-lg border bg-muted/40 px-4 py-3 text-sm text-muted-foreground" data-testid="read-only-note">
          Hanya admin dan super admin yang dapat mengubah Standar Pelayanan dan Maklumat Pelayanan: keduanya dokumen resmi
          yang ditetapkan pimpinan.
        </p>
      )}

      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
          <CardTitle as="h2" className="text-lg">
            Maklumat Pelayanan
          </CardTitle>
          {canEdit && (
            <Button variant="outline" size="sm" onClick={() => setDialog({ kind: "pledge" })} disabled={!pledge.data}>
              <PencilIcon aria-hidden="true" />
              Ubah<span className="sr-only"> maklumat pelayanan</span>
            </Button>
          )}
        </CardHeader>
        <CardContent className="space-y-3 text-sm" data-testid="admin-service-pledge">
          {pledge.isError ? (
            <ErrorState title="Gagal memuat maklumat pelayanan." description={pledge.error.message} />
          ) : pledge.isPending ? (
            <Skeleton className="h-20 w-full" />
          ) : !pledge.data ? (
            <p className="text-muted-foreground">Maklumat pelayanan belum ada.</p>
          ) : (
            <>
              <p className="whitespace-pre-line leading-relaxed">{pledge.data.statement}</p>
              <p className="text-muted-foreground">
                {`${pledge.data.place}, ${formatLongDate(pledge.data.signed_on)} · ${pledge.data.signer_position} · ${pledge.data.signer_name}`}
              </p>
            </>
          )}
        </CardContent>
      </Card>

      {sections.isError ? (
        <ErrorState title="Gagal memuat standar pelayanan." description={sections.error.message} />
      ) : sections.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        SERVICE_STANDARD_GROUPS.map((group) => (
          <section key={group.key} aria-labelledby={`admin-kelompok-${group.key}`} className="space-y-3">
            <h2 id={`admin-kelompok-${group.key}`} className="text-lg font-semibold">
              {`${group.letter}. ${group.title}`}
            </h2>
            <ol className="divide-y rounded-lg border">
              {sectionsOf(sections.data, group.key).map((section, i) => (
                <li key={section.key} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-medium">{`${i + 1}. ${section.title}`}</h3>
                    <p className="line-clamp-3 whitespace-pre-line text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {bodyItems(section.body).join("\n")}
                    </p>
                  </div>
                  {canEdit && (
                    <Button variant="outline" size="sm" className="shrink-0 self-start" onClick={() => setDialog({ kind: "section", section })}>
                      <PencilIcon aria-hidden="true" />
                      Ubah<span className="sr-only"> {section.title}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))
      )}

      {canEdit && (
        <>
          <ServiceSectionDialog
            open={dialog?.kind === "section"}
            onOpenChange={close}
            section={dialog?.kind === "section" ? dialog.section : undefined}
          />
          <ServicePledgeDialog open={dialog?.kind === "pledge"} onOpenChange={close} pledge={pledge.data} />
        </>
      )}
    </div>
  );
}
