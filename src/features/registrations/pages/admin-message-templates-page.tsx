import { Link } from "react-router-dom";
import { ArrowLeftIcon, PencilIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ErrorState } from "@/components/data-state";
import { FormDialog } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useZodForm } from "@/hooks/use-zod-form";
import { useMessageTemplates, useUpdateMessageTemplate, type MessageTemplate } from "@/features/registrations/api/message-templates";
import { PersonalDataOnly } from "@/features/registrations/components/personal-data-only";
import { PLACEHOLDERS, PLACEHOLDER_HELP } from "@/features/registrations/lib/message";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";
import type { RegistrationStatus } from "@/features/registrations/api/registrations";
import { messageTemplateDefaults, messageTemplateSchema, type MessageTemplateFormValues } from "@/features/registrations/schemas/message-template-schema";
import { formatJakartaDateTime } from "@/lib/dates";

const TITLE = "Template Pesan";
const statusLabel = (status: string) => PANEL_STATUS_LABEL[status as RegistrationStatus] ?? status;

const placeholderHelp = (
  <>
    Placeholder: {PLACEHOLDERS.map((p, i) => (
      <span key={p}>
        {i > 0 && ", "}
        <code className="rounded bg-muted px-1">{`{${p}}`}</code> ({PLACEHOLDER_HELP[p]})
      </span>
    ))}
    .
  </>
);

/** "Template Pesan" (admins and super admins, docs/selection.md): the message of each status for "Kirim via WhatsApp". */
export default function AdminMessageTemplatesPage() {
  return (
    <PersonalDataOnly title={TITLE}>
      <Templates />
    </PersonalDataOnly>
  );
}

function Templates() {
  const query = useMessageTemplates();
  const dialogs = useAdminDialogs<MessageTemplate>();
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to={paths.admin.applications.getHref()}>
          <ArrowLeftIcon aria-hidden="true" />
          Kembali ke Pendaftar
        </Link>
      </Button>
      <AdminPageHeader
        title={TITLE}
        description="Pesan untuk tiap status, dikirim lewat WhatsApp Anda sendiri dari halaman pendaftar. Placeholder diganti dengan data pendaftar."
      />
      <p className="text-sm text-muted-foreground">{placeholderHelp}</p>
      {query.isError ? (
        <ErrorState title="Gagal memuat template pesan." description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : !query.data ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-xl" data-testid="skeleton-card" />
          ))}
        </div>
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">Belum ada template pesan.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {query.data.map((template) => (
            <li key={template.id}>
              <Card className="h-full">
                <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
                  <div className="grid gap-1">
                    <CardTitle as="h2" className="text-base">
                      {statusLabel(template.status)}
                    </CardTitle>
                    <p className="text-xs text-muted-foreground">Diubah {formatJakartaDateTime(template.updated_at)}</p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => dialogs.openEdit(template)} aria-label={`Ubah template ${statusLabel(template.status)}`}>
                    <PencilIcon aria-hidden="true" />
                    Ubah
                  </Button>
                </CardHeader>
                <CardContent>
                  <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{template.body}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <TemplateDialog {...dialogs.dialogProps("form")} template={dialogs.itemFor("form")} />
    </div>
  );
}

function TemplateDialog({ template, ...dialog }: { open: boolean; onOpenChange: (open: boolean) => void; template?: MessageTemplate }) {
  const update = useUpdateMessageTemplate();
  const form = useZodForm(messageTemplateSchema, messageTemplateDefaults(template));
  return (
    <FormDialog
      {...dialog}
      title={`Ubah Template ${template ? statusLabel(template.status) : ""}`.trim()}
      description={placeholderHelp}
      form={form}
      values={messageTemplateDefaults(template)}
      ready={!!template}
      save={{
        texts: { success: "Template pesan berhasil diperbarui.", failure: "Gagal memperbarui template pesan." },
        write: (values: MessageTemplateFormValues) => update.mutateAsync({ id: template!.id, body: values.body }),
      }}
    >
      <TextareaField control={form.control} name="body" label="Isi pesan" rows={7} maxLength={1000} />
    </FormDialog>
  );
}
