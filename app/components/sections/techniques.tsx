import { Picture } from "~/components/ui/picture";
import type { HomeContent } from "~/content/schemas";

/** The home page's technique blocks: the targets of the footer's #hand-tuft and #robot-tuft. */
export function Techniques({ content }: { content: HomeContent["techniques"] }) {
  const blocks = [
    { id: "hand-tuft", ...content.handTuft },
    { id: "robot-tuft", ...content.robotTuft },
  ] as const;
  return (
    <section aria-labelledby="techniques-title" className="bg-sand/50 py-20 sm:py-28">
      <div className="container-content">
        <p className="eyebrow text-bronze">{content.eyebrow}</p>
        <h2 id="techniques-title" className="mt-5 mb-14 max-w-2xl font-display text-4xl leading-tight sm:text-5xl">
          {content.title}
        </h2>
        <div className="flex flex-col gap-16">
          {blocks.map((block, index) => (
            <article key={block.id} id={block.id} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
              <Picture
                name={block.image.name}
                alt={block.image.alt}
                sizes="(min-width: 64rem) 40vw, 100vw"
                className={`block overflow-hidden rounded-sm ${index % 2 ? "lg:order-2" : ""}`}
                imgClassName="aspect-[4/3] w-full object-cover"
              />
              <div className="flex flex-col gap-4">
                <h3 className="font-display text-4xl">{block.title}</h3>
                <p className="max-w-lg text-lg leading-relaxed text-charcoal">{block.text}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
