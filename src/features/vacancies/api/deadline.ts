/**
 * "12 Desember 2026" for a date column (yyyy-mm-dd), the calendar day it is in no time zone. Intl rather than
 * date-fns: the public pages' chunks would otherwise share date-fns' chunk with the panel's calendar (react-day-picker).
 */
const DAY = new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
export const formatDeadline = (deadline: string) => DAY.format(new Date(`${deadline}T00:00:00Z`));

/** Today in Asia/Jakarta (yyyy-mm-dd): the day the database compares deadlines with. */
export const jakartaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
