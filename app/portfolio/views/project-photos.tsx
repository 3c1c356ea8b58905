import { Picture } from "~/components/ui/picture";
import type { ProjectView } from "./project-view";

/** The first photograph fills the content's width; the others two across from a tablet up. */
export const projectCoverSizes = "(min-width: 64rem) 80vw, calc(100vw - 2.5rem)";
const photoSizes = "(min-width: 64rem) 40vw, (min-width: 48rem) 45vw, calc(100vw - 2.5rem)";

/**
 * A case study's photographs with their captions: each sized by its width and height so nothing
 * moves as it arrives, the first fetched at once (it opens the page), the rest when scrolled to.
 * The first, and a last one left alone in its row, take the whole width, in a wider frame.
 */
export function ProjectPhotos({ view }: { view: ProjectView }) {
  const last = view.photos.length - 1;
  return (
    <section aria-labelledby="fotografias-title" className="container-content">
      <h2 id="fotografias-title" className="sr-only">
        {view.words.photos}
      </h2>
      <ul className="grid gap-x-6 gap-y-10 md:grid-cols-2">
        {view.photos.map((photo, index) => {
          const wide = index === 0 || (index === last && index % 2 === 1);
          return (
            <li key={photo.image.name} className={wide ? "md:col-span-2" : undefined}>
              <figure>
                <Picture
                  name={photo.image.name}
                  alt={photo.image.alt}
                  sizes={wide ? projectCoverSizes : photoSizes}
                  priority={index === 0}
                  className="block overflow-hidden rounded-sm bg-sand"
                  imgClassName={`aspect-[4/3] w-full object-cover ${wide ? "lg:aspect-[16/9]" : ""}`}
                />
                <figcaption className="mt-3 max-w-3xl text-sm leading-relaxed text-muted">{photo.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
