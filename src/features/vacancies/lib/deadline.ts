import { format, parseISO } from "date-fns";
import { id as localeId } from "date-fns/locale";

/** "12 Desember 2026" for a date column (yyyy-mm-dd), read as the calendar day it is, in no time zone. */
export const formatDeadline = (deadline: string) => format(parseISO(deadline), "d MMMM yyyy", { locale: localeId });

/** Today in Asia/Jakarta (yyyy-mm-dd): the day the database compares deadlines with. */
export const jakartaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
