import { type ComponentType, type MouseEvent, useRef, useState } from "react";
import type { ColourwayView } from "~/collection/design-view";
import type { CollectionWords } from "~/collection/words";
import { Picture, pictureFile } from "~/components/ui/picture";
import { fill } from "~/i18n/translate";
import type { GalleryViewerProps } from "./gallery-viewer";

type Words = CollectionWords["design"]["gallery"];

export const galleryViews = ["flat", "detail", "room"] as const;

/** The viewer's code loads when the visitor first reaches for a picture, never with the page. */
const loadViewer = () => import("./gallery-viewer").then((module) => module.GalleryViewer);

/**
 * A colourway's three pictures: the whole rug large, its pile and a room beside it. Each opens
 * the full-screen viewer; without JavaScript each is a link to the picture's largest file.
 */
export function DesignGallery({ copy, design, colourway }: { copy: Words; design: string; colourway: ColourwayView }) {
  const [viewer, setViewer] = useState<{ Viewer: ComponentType<GalleryViewerProps>; index: number } | null>(null);
  const openers = useRef<(HTMLAnchorElement | null)[]>([]);
  const pictures = galleryViews.map((view) => ({
    ...colourway.images[view],
    label: copy.views[view],
  }));
  // Each link is named by its words and the picture's own description ("Enlarge: The Alcázar rug
  // in Sand, seen whole from above"), so the picture is described once, by its alt text.
  const [openBefore = "", openAfter = ""] = copy.open.split("{{view}}");

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, asked for with a modifier, gets the picture itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void loadViewer().then((Viewer) => setViewer({ Viewer, index }));
  };

  return (
    <section aria-label={fill(copy.heading, { design })} className="grid grid-cols-2 gap-3 sm:gap-4">
      {pictures.map((picture, index) => (
        <a
          key={galleryViews[index]}
          ref={(element) => {
            openers.current[index] = element;
          }}
          href={pictureFile(picture.name, 2400).path}
          onClick={open(index)}
          onPointerEnter={() => void loadViewer()}
          onFocus={() => void loadViewer()}
          className={`group relative block overflow-hidden rounded-sm bg-sand ${index === 0 ? "col-span-2" : ""}`}
        >
          {openBefore ? <span className="sr-only">{openBefore}</span> : null}
          <Picture
            name={picture.name}
            alt={picture.alt}
            sizes={index === 0 ? "(min-width: 64rem) 50vw, 100vw" : "(min-width: 64rem) 25vw, 50vw"}
            priority={index === 0}
            imgClassName={`w-full object-cover transition-transform duration-700 ease-out-soft group-hover:scale-[1.02] motion-reduce:transition-none ${
              index === 0 ? "aspect-[4/5] sm:aspect-[5/4] lg:aspect-[4/5]" : "aspect-square"
            }`}
          />
          {openAfter ? <span className="sr-only">{openAfter}</span> : null}
          <ExpandMark />
        </a>
      ))}
      {viewer ? (
        <viewer.Viewer
          copy={copy}
          title={fill(copy.viewer, { design, colourway: colourway.label })}
          pictures={pictures}
          start={viewer.index}
          onClose={() => {
            // Focus goes back to the picture that opened the viewer.
            setViewer(null);
            openers.current[viewer.index]?.focus();
          }}
        />
      ) : null}
    </section>
  );
}

/** The corner mark that says a picture opens larger. */
function ExpandMark() {
  return (
    <span
      aria-hidden="true"
      className="absolute bottom-3 right-3 flex size-9 items-center justify-center rounded-full bg-ivory/85 text-ink opacity-90 shadow-sm transition-opacity group-hover:opacity-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M12 3h5v5M8 17H3v-5M17 3l-6 6M3 17l6-6" />
      </svg>
    </span>
  );
}
