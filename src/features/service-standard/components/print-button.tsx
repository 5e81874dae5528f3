import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Cetak": the browser's print dialog; the print styles leave only the document (docs/service-standard.md). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" className="mt-6 rounded-full print:hidden" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Cetak<span className="sr-only"> {label}</span>
    </Button>
  );
}
