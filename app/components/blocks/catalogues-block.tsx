import { Download, ExternalLink } from "lucide-react";
import type { CatalogueCard } from "~/content/catalogue-cards";
import type { Block } from "~/content/page-schema";
import { siteConfig } from "~/site/config";
import { Picture } from "../ui/picture";
import { ActionLink } from "./action-link";
import { blockTitleId, SectionHeading } from "./section-heading";

type CataloguesBlock = Extract<Block, { kind: "catalogues" }>;

/** The catalogues list, or 'Próximamente' with a way to contact while it is empty. */
export function CataloguesBlock(props: { block: CataloguesBlock; index: number; items: CatalogueCard[] }) {
  const { block, index, items } = props;
  const titleId = blockTitleId(block, index);
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
        <ul className="flex flex-col gap-10">
          {items.map((item) => (
            <li key={item.id}>
              <article className="grid overflow-hidden rounded-sm bg-white/60 ring-1 ring-line sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                {/* The catalogue's cover as the PDF shows it: its photograph, the brand and the title. */}
                <div className="relative aspect-[1/1.414] bg-ink text-ivory">
                  <Picture
                    name={item.cover}
                    alt=""
                    sizes="(min-width: 64rem) 30vw, (min-width: 40rem) 40vw, 100vw"
                    className="absolute inset-0"
                    imgClassName="h-full w-full object-cover"
                  />
                  <div
                    aria-hidden="true"
                    className="absolute inset-0 flex flex-col justify-between bg-linear-to-t from-ink/70 via-ink/0 to-ink/30 p-6 sm:p-8"
                  >
                    <p className="text-center font-display text-xl tracking-[0.4em] uppercase">
                      {siteConfig.brandName}
                    </p>
                    <p className="font-display text-3xl leading-tight sm:text-4xl">{item.title}</p>
                  </div>
                </div>
                <div className="flex flex-col justify-center gap-4 p-8 sm:p-12">
                  <h3 className="font-display text-3xl leading-tight sm:text-4xl">{item.title}</h3>
                  <p className="text-lg text-muted">{item.description}</p>
                  <p className="text-sm tracking-wide text-charcoal">
                    {`${item.pages} ${block.labels.pages} · ${block.labels.size}: ${item.size}`}
                  </p>
                  <div className="flex flex-wrap gap-3 pt-4">
                    <a
                      href={item.pdfUrl}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3 text-sm text-ivory"
                    >
                      {block.labels.view}
                      <span className="sr-only"> {block.labels.opensInNewTab}</span>
                      <ExternalLink className="size-4" aria-hidden="true" />
                    </a>
                    <a
                      href={item.downloadUrl}
                      download
                      className="inline-flex items-center gap-2 rounded-full border border-ink/25 px-6 py-3 text-sm"
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
