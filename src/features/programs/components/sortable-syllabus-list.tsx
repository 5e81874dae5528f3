import { useRef, useState, type ReactNode } from "react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface SortableSyllabusListProps {
  /** Stable ids of the items, in order (useFieldArray's field ids). */
  ids: string[];
  /** The titles of the items, in the same order as `ids` (for announcements). */
  titles: (string | undefined)[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The inputs of the item at this index. */
  renderFields: (index: number) => ReactNode;
}

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "Untuk memindahkan materi, tekan Spasi atau Enter. Saat diangkat, gunakan panah atas dan bawah untuk " +
    "menggeser, lalu Spasi atau Enter untuk meletakkan, atau Escape untuk membatalkan.",
};

/**
 * The syllabus items as a list that can be reordered three ways: dragging an item by its handle
 * (dnd-kit, pointer or touch), the handle with the keyboard (Space, arrows, Space), or the move
 * up/down buttons. Every move is announced in a polite live region ('Materi ... dipindahkan ke
 * posisi 2 dari 5.'); the list is only reordered in the form, and saved with it.
 */
export function SortableSyllabusList({ ids, titles, onMove, onRemove, renderFields }: SortableSyllabusListProps) {
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = ids.length;
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const nameOf = (index: number) => {
    const title = titles[index]?.trim();
    return title ? `Materi "${title}"` : `Materi ${index + 1}`;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `${nameOf(indexOf(active.id))} diangkat, posisi ${indexOf(active.id) + 1} dari ${total}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(indexOf(active.id))} berada di posisi ${indexOf(over.id) + 1} dari ${total}.`
        : `${nameOf(indexOf(active.id))} tidak berada di atas daftar.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(indexOf(active.id))} dipindahkan ke posisi ${indexOf(over.id) + 1} dari ${total}.`
        : `${nameOf(indexOf(active.id))} diletakkan kembali.`,
    onDragCancel: ({ active }) =>
      `Pemindahan dibatalkan. ${nameOf(indexOf(active.id))} tetap di posisi ${indexOf(active.id) + 1}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  }

  function moveWithButton(from: number, to: number, direction: "up" | "down") {
    const name = nameOf(from);
    const id = ids[from];
    onMove(from, to);
    setAnnouncement(`${name} dipindahkan ke posisi ${to + 1} dari ${total}.`);
    // Keep the focus on the moved item: on the same button, or the other one when it is now disabled.
    requestAnimationFrame(() => {
      const item = [...(listRef.current?.children ?? [])].find((el) => (el as HTMLElement).dataset.itemId === id);
      const same = item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
      const other = item?.querySelector<HTMLButtonElement>(`[data-move="${direction === "up" ? "down" : "up"}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="grid gap-3">
            {ids.map((id, index) => (
              <SortableItem key={id} id={id} index={index}>
                <div className="mb-2 flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold">Materi {index + 1}</span>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      data-move="up"
                      disabled={index === 0}
                      onClick={() => moveWithButton(index, index - 1, "up")}
                      aria-label={`Pindahkan materi ${index + 1} ke atas`}
                    >
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      data-move="down"
                      disabled={index === total - 1}
                      onClick={() => moveWithButton(index, index + 1, "down")}
                      aria-label={`Pindahkan materi ${index + 1} ke bawah`}
                    >
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive hover:text-destructive"
                      onClick={() => {
                        const name = nameOf(index);
                        onRemove(index);
                        setAnnouncement(`${name} dihapus dari daftar.`);
                      }}
                      aria-label={`Hapus materi ${index + 1}`}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {renderFields(index)}
              </SortableItem>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" aria-live="polite" className="sr-only" data-testid="syllabus-announcement">
        {announcement}
      </p>
    </>
  );
}

function SortableItem({ id, index, children }: { id: string; index: number; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: "materi yang dapat diurutkan" },
  });
  return (
    <li
      ref={setNodeRef}
      data-item-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "relative flex gap-2 rounded-lg border bg-card p-3 pl-1",
        isDragging && "z-10 shadow-lg ring-2 ring-primary",
      )}
      aria-label={`Materi ${index + 1}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Seret untuk memindahkan materi ${index + 1}`}
        className="flex w-7 shrink-0 cursor-grab touch-none items-start justify-center rounded-md pt-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <GripVerticalIcon className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
