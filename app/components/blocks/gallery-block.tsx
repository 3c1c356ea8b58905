import { Picture } from "~/components/ui/picture";
import type { Block } from "~/content/page-schema";
import { blockTitleId } from "./section-heading";

type GalleryBlock = Extract<Block, { kind: "gallery" }>;

/** A row of photographs (two across on a phone). */
export function GalleryBlock({ block, index }: { block: GalleryBlock; index: number }) {
  const titleId = blockTitleId(block, index);
  return (
    <section id={block.id} aria-labelledby={titleId} className="pt-20 sm:pt-24">
      <div className="container-content">
        <h2 id={titleId} className="sr-only">
          {block.title}
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {block.images.map((image) => (
            <li key={image.name}>
              <Picture
                name={image.name}
                alt={image.alt}
                sizes="(min-width: 64rem) 20vw, 50vw"
                className="block overflow-hidden rounded-sm"
                imgClassName="aspect-square w-full object-cover"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
