import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ErrorState } from "@/components/data-state";
import { SaveButton } from "@/components/form-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useContactInfo, useUpdateContactInfo, type ContactInfo } from "@/features/contact/api/contact";
import {
  contactFormDefaults,
  contactSchema,
  toContactInput,
  type ContactFormInput,
  type ContactFormValues,
} from "@/features/contact/schemas/contact-schema";

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
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: contactFormDefaults(contact),
  });

  async function onSubmit(values: ContactFormValues) {
    try {
      const saved = await update.mutateAsync(toContactInput(values));
      form.reset(contactFormDefaults(saved)); // show what was stored (trimmed, empty URLs cleared)
      toast({ title: "Informasi kontak berhasil diperbarui." });
    } catch (error) {
      toast({
        title: "Gagal memperbarui informasi kontak.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle>Detail Kontak</CardTitle>
        <CardDescription>Perubahan langsung tampil di halaman Kontak dan footer situs.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="address"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Alamat</FormLabel>
                  <FormControl>
                    <Textarea rows={3} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Nomor Telepon</FormLabel>
                    <FormControl>
                      <Input type="tel" autoComplete="off" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="email"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Email</FormLabel>
                    <FormControl>
                      <Input type="email" autoComplete="off" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="instagram_url"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>URL Instagram (opsional)</FormLabel>
                  <FormControl>
                    <Input type="url" placeholder="https://instagram.com/..." autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="map_embed_url"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>URL Embed Peta (opsional)</FormLabel>
                  <FormControl>
                    <Input type="url" placeholder="https://www.google.com/maps/embed?..." autoComplete="off" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex justify-end">
              <SaveButton saving={form.formState.isSubmitting} />
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
