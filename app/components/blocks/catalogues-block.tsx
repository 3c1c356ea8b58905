import { Download, ExternalLink } from "lucide-react";
import type { CatalogueCard } from "~/content/catalogues";
import type { Block } from "~/content/page-schema";
import { ActionLink } from "./action-link";
import { SectionHeading } from "./section-heading";

type CataloguesBlock = Extract<Block, { kind: "catalogues" }>;

/** spec §2 Catalogues: the list, or 'Próximamente' with a way to contact while it is empty. */
export function CataloguesBlock(props: { block: CataloguesBlock; index: number; items: CatalogueCard[] }) {
  const { block, index, items } = props;
  const titleId = block.id ?? `block-${index}`;
  if (items.length === 0) {
    return (
      <section id={block.id} aria-labelledby={titleId} className="py-20 sm:py-28">
        <div className="container-content">
          <h2 id={titleId} className="sr-only">
            {block.title}
          </h2>
          <div className="flex flex-col items-center gap-5 rounded-sm border border-dashed border-stone px-8 py-20 text-center">
            <p className="font-display text-5xl">{block.empty.title}</p>
            <p className="max-w-lg text-lg text-muted">{block.empty.text}</p>
            <ActionLink action={block.empty.action} />
          </div>
        </div>
      </section>
    );
  }
  return (
    <section id={block.id} aria-labelledby={titleId} className="py-20 sm:py-24">
      <div className="container-content">
        <SectionHeading id={titleId} eyebrow={block.eyebrow} title={block.title} />
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-sm bg-white/60 ring-1 ring-line">
                <img
                  src={item.coverImage}
                  alt=""
                  width={item.coverWidth}
                  height={item.coverHeight}
                  loading="lazy"
                  className="aspect-[3/4] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <h3 className="font-display text-2xl">{item.title}</h3>
                  <p className="text-muted">{item.description}</p>
                  <p className="text-sm text-charcoal">
                    {`${item.pages} ${block.labels.pages} · ${block.labels.size}: ${item.size}`}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-3 pt-3">
                    <a
                      href={item.pdfUrl}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm text-ivory"
                    >
                      {block.labels.view}
                      <span className="sr-only"> {block.labels.opensInNewTab}</span>
                      <ExternalLink className="size-4" aria-hidden="true" />
                    </a>
                    <a
                      href={item.pdfUrl}
                      download
                      className="inline-flex items-center gap-2 rounded-full border border-ink/25 px-5 py-2.5 text-sm"
                    >
                      {block.labels.download}
                      <span className="sr-only">: {item.title}</span>
                      <Download className="size-4" aria-hidden="true" />
                    </a>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-16 flex flex-col items-start gap-5 rounded-sm bg-sand/50 p-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-col gap-2">
            <h3 className="font-display text-3xl">{block.closing.title}</h3>
            <p className="text-muted">{block.closing.text}</p>
          </div>
          <ActionLink action={block.closing.action} />
        </div>
      </div>
    </section>
  );
}
