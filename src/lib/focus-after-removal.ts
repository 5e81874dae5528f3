/**
 * Keeping a keyboard user's place when a list row is deleted. The row's control (its '…' menu button,
 * a photo's delete button) had the focus; once the row is gone the browser drops the focus to <body>,
 * and the next Tab starts again at the top of the page. The row's place is read before the deletion,
 * so that afterwards the same control of the row now in that place (the next one), else of the row
 * before it, else the list's heading can take the focus.
 */

/** A table row or a list item: the rows of the admin tables and the tiles of the gallery grid. */
const ROW = "tr, li, [role=row], [role=listitem]";
const HEADING = "h1, h2, h3, h4, h5, h6";

export interface RowPlace {
  control: HTMLElement;
  row: Element;
  list: Element;
  index: number;
  /** Child indices from the row down to the control: rows of one list share their structure. */
  path: number[];
  heading: HTMLElement | null;
}

/** The place of the row holding `control` (e.g. the focused element), or null when it is in no row. */
export function rowPlaceOf(control: Element | null): RowPlace | null {
  const row = control?.closest(ROW);
  const list = row?.parentElement;
  if (!(control instanceof HTMLElement) || !row || !list) return null;
  const path: number[] = [];
  for (let node: Element = control; node !== row; node = node.parentElement!) {
    path.unshift([...node.parentElement!.children].indexOf(node));
  }
  return { control, row, list, index: [...list.children].indexOf(row), path, heading: headingBefore(list) };
}

/** The nearest heading outside the list (an admin page's title). */
function headingBefore(list: Element): HTMLElement | null {
  for (let scope = list.parentElement; scope; scope = scope.parentElement) {
    const heading = [...scope.querySelectorAll<HTMLElement>(HEADING)].find((h) => !list.contains(h));
    if (heading) return heading;
  }
  return null;
}

function controlIn(row: Element | undefined, path: number[]): HTMLElement | null {
  let node: Element | undefined = row;
  for (const index of path) node = node?.children[index];
  if (!(node instanceof HTMLElement) || node.matches(":disabled") || node.tabIndex < 0) return null;
  return node;
}

/**
 * Where the focus goes once the row has been removed: the control of the row now at its place, else of
 * the row before it (the last row went), else the heading (the list is empty or gone).
 */
export function focusTargetAfterRemoval(place: RowPlace): HTMLElement | null {
  if (place.list.isConnected) {
    const rows = [...place.list.children];
    const target = controlIn(rows[place.index], place.path) ?? controlIn(rows[place.index - 1], place.path);
    if (target) return target;
  }
  return place.heading?.isConnected ? place.heading : null;
}

/**
 * Moves the focus to `focusTargetAfterRemoval(place)` as soon as the row has left the page, unless the
 * user has put the focus somewhere else by then. Returns a function that stops waiting.
 */
export function focusWhenRowRemoved(place: RowPlace): () => void {
  const move = () => {
    const active = document.activeElement;
    // Only a focus that is lost (on <body>) or still on the vanishing row is moved.
    if (active && active !== document.body && !place.row.contains(active)) return;
    focusTargetAfterRemoval(place)?.focus();
  };
  if (!place.row.isConnected) {
    move();
    return () => {};
  }
  // The list has not been refreshed yet: the focus waits on the row's control meanwhile.
  place.control.focus();
  const observer = new MutationObserver(() => {
    if (place.row.isConnected) return;
    observer.disconnect();
    move();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
