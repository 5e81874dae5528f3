/**
 * For a popover's `onOpenAutoFocus` around a Calendar: opens the calendar on its focus target (the chosen day, else
 * today: the one day button react-day-picker gives `tabindex=0`) rather than on the popover's first button (the
 * previous-month arrow). This replaces react-day-picker's `autoFocus`, whose day button focuses itself while mounting
 * and races with the dialog around the picker, which holds the focus until the popover's own focus scope starts.
 */
export function focusCalendarDay(event: Event) {
  const day = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLButtonElement>(
    '[data-slot="calendar"] button[data-day][tabindex="0"]',
  );
  if (!day) return;
  event.preventDefault();
  day.focus();
}
