import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import type { GalleryItem } from "@/features/gallery/api/gallery";

const LABELS = {
  Previous: "Foto sebelumnya",
  Next: "Foto berikutnya",
  Close: "Tutup",
  Lightbox: "Tampilan foto",
  Carousel: "galeri",
  Slide: "foto",
  "Photo gallery": "Galeri foto",
  "{index} of {total}": "{index} dari {total}",
};

/**
 * Enlarged photo view: arrow keys and swipe move between photos, Escape closes,
 * the caption is shown below the photo.
 */
export function GalleryLightbox({
  items,
  index,
  onClose,
  onIndexChange,
}: {
  items: GalleryItem[];
  /** Open at this index; -1 = closed. */
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
}) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      on={{ view: ({ index: current }) => onIndexChange?.(current) }}
      slides={items.map((item) => ({ src: item.src, alt: item.alt, description: item.caption }))}
      plugins={[Captions, Counter]}
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 3 }}
      counter={{ separator: "dari" }}
      carousel={{ finite: items.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      render={items.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={LABELS}
    />
  );
}
