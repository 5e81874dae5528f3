import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { formatDate, formatDateRange, formatJakartaDateTime } from "@/lib/dates";
import type { RegistrationBatch } from "@/features/registrations/api/registrations";

/** The facts of one application, shared by the receipt and the status answer: name, batch, when it was sent, the dates. */
export function RegistrationFacts({ registration, name }: { registration: RegistrationBatch; name: string | null }) {
  const facts: [string, React.ReactNode][] = [
    ...(name ? [["Nama", name] as [string, string]] : []),
    [
      "Program",
      <>
        <Link to={paths.scheduleDetail.getHref(registration.schedule_id)} className="text-primary underline-offset-4 hover:underline">
          {registration.program}
        </Link>{" "}
        · {registration.batch}
      </>,
    ],
    ["Dikirim", formatJakartaDateTime(registration.submitted_at)],
    ...(registration.registration_end ? [["Pendaftaran ditutup", formatDate(registration.registration_end)] as [string, string]] : []),
    ["Periode pelatihan", formatDateRange(registration.start_date, registration.end_date)],
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
