import { MessageCircleQuestion } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Skeleton } from "@/components/ui/skeleton";
import { useFaqs } from "@/features/faqs/api/faqs";

/** 'Pertanyaan Umum' on /kontak: an accordion (Radix: Tab moves between questions, Enter/Space opens one). */
export function FaqSection() {
  const { data, isPending, isError } = useFaqs();
  return (
    <section aria-labelledby="faq" className="border-t bg-muted/30">
      <div className="container grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">FAQ</p>
          <h2 id="faq" className="mt-2 text-2xl font-bold sm:text-3xl">
            Pertanyaan Umum
          </h2>
          <p className="mt-3 text-muted-foreground">Jawaban singkat atas pertanyaan yang paling sering diajukan calon peserta.</p>
        </div>
        <div className="min-w-0">
          {isPending ? (
            <div className="space-y-3" aria-busy="true" data-testid="faq-loading">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : isError ? (
            <ErrorState headingLevel={3} title="Gagal Memuat Pertanyaan Umum" description="Muat ulang halaman untuk mencoba lagi." />
          ) : data.length === 0 ? (
            <EmptyState headingLevel={3} icon={MessageCircleQuestion} title="Belum Ada Pertanyaan Umum" description="Hubungi kami langsung untuk bertanya." />
          ) : (
            <Accordion type="single" collapsible className="rounded-xl border bg-card px-5 shadow-sm">
              {data.map((faq) => (
                <AccordionItem key={faq.id} value={String(faq.id)}>
                  <AccordionTrigger className="text-base">{faq.question}</AccordionTrigger>
                  <AccordionContent className="whitespace-pre-line text-base leading-relaxed text-muted-foreground">{faq.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          )}
        </div>
      </div>
    </section>
  );
}
