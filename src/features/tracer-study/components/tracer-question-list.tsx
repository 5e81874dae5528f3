import type { ReactNode } from "react";
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
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVerticalIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { TracerQuestion } from "@/features/tracer-study/api/tracer-questions";
import { TRACER_KIND_LABEL, shownForStatuses } from "@/features/tracer-study/schemas/tracer-question-schema";

const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "Untuk memindahkan pertanyaan, tekan Spasi atau Enter. Saat diangkat, gunakan panah atas dan bawah untuk " +
    "menggeser, lalu Spasi atau Enter untuk meletakkan, atau Escape untuk membatalkan.",
};

/** What a question asks and how: kind, required, "hanya untuk", the options of a choice. */
export function TracerQuestionSummary({ question }: { question: TracerQuestion }) {
  const statuses = shownForStatuses(question.shown_when);
  const options = Array.isArray(question.options) ? question.options.map(String) : null;
  return (
    <div className="grid min-w-0 gap-2">
      <p className="font-medium [overflow-wrap:anywhere]">{question.wording}</p>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{TRACER_KIND_LABEL[question.kind as keyof typeof TRACER_KIND_LABEL] ?? question.kind}</Badge>
        <Badge variant="outline">{question.required ? "Wajib" : "Tidak wajib"}</Badge>
        {statuses.length > 0 && <Badge variant="outline">hanya untuk: {statuses.join(", ")}</Badge>}
      </div>
      {options && (
        <ul className="list-inside list-disc text-sm text-muted-foreground" aria-label="Pilihan">
          {options.map((option) => (
            <li key={option} className="[overflow-wrap:anywhere]">
              {option}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The active questions in order, reordered by dragging a handle (pointer or touch) or with the keyboard on the
 * handle (Space, arrows, Space), as the syllabus editor does; every move is announced. `onReorder` gets the full
 * new order of ids (the page saves it at once).
 */
export function TracerQuestionList({
  questions,
  onReorder,
  disabled,
  renderActions,
}: {
  questions: TracerQuestion[];
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
  renderActions: (question: TracerQuestion) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = questions.map((q) => String(q.id));
  const total = ids.length;
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const nameOf = (index: number) => `Pertanyaan "${questions[index]?.wording ?? index + 1}"`;

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
    onDragCancel: ({ active }) => `Pemindahan dibatalkan. ${nameOf(indexOf(active.id))} tetap di posisi ${indexOf(active.id) + 1}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(questions, indexOf(active.id), indexOf(over.id)).map((q) => q.id));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className="grid gap-3" aria-label="Pertanyaan aktif">
          {questions.map((question, index) => (
            <SortableQuestion key={question.id} question={question} index={index} actions={renderActions(question)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableQuestion({ question, index, actions }: { question: TracerQuestion; index: number; actions: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: String(question.id),
    attributes: { roleDescription: "pertanyaan yang dapat diurutkan" },
  });
  return (
    <li
      ref={setNodeRef}
      data-item-id={question.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("relative flex gap-2 rounded-lg border bg-card p-3 pl-1", isDragging && "z-10 shadow-lg ring-2 ring-primary")}
      aria-label={`Pertanyaan ${index + 1}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Seret untuk memindahkan pertanyaan ${index + 1}`}
        className="flex w-7 shrink-0 cursor-grab touch-none items-start justify-center rounded-md pt-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <GripVerticalIcon className="size-4" aria-hidden="true" />
      </button>
      <span className="w-6 shrink-0 pt-0.5 text-sm font-semibold text-muted-foreground">{index + 1}.</span>
      <div className="min-w-0 flex-1">
        <TracerQuestionSummary question={question} />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">{actions}</div>
    </li>
  );
}
