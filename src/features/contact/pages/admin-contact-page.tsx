import { AdminPageHeader } from "@/components/admin-page-header";
import { ErrorState } from "@/components/data-state";
import { TextareaField, TextField } from "@/components/form-fields";
import { PageForm } from "@/components/page-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useZodForm } from "@/hooks/use-zod-form";
import { useContactInfo, useUpdateContactInfo, type ContactInfo } from "@/features/contact/api/contact";
import { contactFormDefaults, contactSchema, toContactInput } from "@/features/contact/schemas/contact-schema";

export default function AdminContactPage() {
  const contact = useContactInfo();
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Informasi Kontak" description="Alamat, telepon, email dan tautan yang tampil di halaman kontak." />
      {contact.isError ? (
        <ErrorState title="Gagal memuat informasi kontak." description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : contact.isPending ? (
        <Card aria-busy="true" className="max-w-3xl">
          <CardContent className="grid gap-4 pt-6">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </CardContent>
        </Card>
      ) : (
        <ContactForm contact={contact.data} />
      )}
    </div>
  );
}

function ContactForm({ contact }: { contact: ContactInfo | null }) {
  const update = useUpdateContactInfo();
  const form = useZodForm(contactSchema, contactFormDefaults(contact));

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle as="h2">Detail Kontak</CardTitle>
        <CardDescription>Perubahan langsung tampil di halaman Kontak dan footer situs.</CardDescription>
      </CardHeader>
      <CardContent>
        <PageForm
          form={form}
          save={{
            texts: { success: "Informasi kontak berhasil diperbarui.", failure: "Gagal memperbarui informasi kontak." },
            write: (values) => update.mutateAsync(toContactInput(values)),
            // Show what was stored (trimmed, empty URLs cleared).
            onSaved: (saved) => form.reset(contactFormDefaults(saved)),
          }}
        >
          <TextareaField control={form.control} name="address" label="Alamat" rows={3} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="phone" label="Nomor Telepon" type="tel" autoComplete="off" />
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
          </div>
          <TextField
            control={form.control}
            name="instagram_url"
            label="URL Instagram (opsional)"
            type="url"
            placeholder="https://instagram.com/..."
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="map_embed_url"
            label="URL Embed Peta (opsional)"
            type="url"
            placeholder="https://www.google.com/maps/embed?..."
            autoComplete="off"
          />
          <TextField
            control={form.control}
            name="privacy_email"
            label="Email Pelindungan Data Pribadi (opsional)"
            type="email"
            placeholder="ppid@example.go.id"
            autoComplete="off"
            description="Alamat yang dapat dihubungi pendaftar untuk hak atas data pribadinya, tercantum di Kebijakan Privasi. Bila kosong, Email di atas yang dipakai."
          />
        </PageForm>
      </CardContent>
    </Card>
  );
}
