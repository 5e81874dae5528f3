import { ClampedText } from "@/components/entity-cell";
import type { EntityColumn } from "@/components/entity-columns";
import type { Faq } from "@/features/faqs/api/faqs";
import { FaqOrderButtons, type FaqOrder } from "@/features/faqs/components/faq-order-buttons";

/** The admin list's columns of a question: its place with the move buttons, the question, the answer. */
export function faqColumns(order: FaqOrder): EntityColumn<Faq>[] {
  return [
    {
      key: "position",
      header: "Urutan",
      sortKey: "position",
      headClassName: "w-32",
      skeleton: "h-8 w-24",
      cell: (faq) => <FaqOrderButtons faq={faq} order={order} />,
    },
    { key: "question", header: "Pertanyaan", sortKey: "question", skeleton: "h-5 w-56", className: "min-w-56 font-medium", cell: (f) => f.question },
    { key: "answer", header: "Jawaban", skeleton: "h-5 w-64", className: "min-w-64 max-w-xl", cell: (f) => <ClampedText>{f.answer}</ClampedText> },
  ];
}
