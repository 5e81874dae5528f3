/**
 * For a popover's `onOpenAutoFocus` around a Calendar: opens the calendar on its focus target (the chosen start, else today: the one day button react-day-picker gives
 * `tabindex=0`) rather than on the popover's first button (the previous-month arrow). Done here, when the popover
 * takes the focus, because a day button focusing itself while mounting races with the dialog around it, which holds
 * the focus until the popover's own focus scope starts.
 */
export function focusCalendarDay(event: Event) {
  const day = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLButtonElement>('[data-slot="calendar"] button[data-day][tabindex="0"]');
  if (!day) return;
  event.preventDefault();
  day.focus();
}
