import { ArrowUpRight, CalendarDays, MapPin } from "lucide-react";
import { Picture } from "~/components/ui/picture";
import { RevealList } from "~/components/ui/reveal";
import { Static } from "~/components/ui/static";
import type { PictureName } from "~/content/media-names";
import { useTranslation } from "~/i18n/language-context";
import { regionGatedList } from "~/region/region-shown";

export type EventCard = {
  id: number;
  type: "event" | "news";
  date: string;
  /** `date` in the page's language, formatted by the loader (no date formatting in the browser). */
  dateText: string;
  image: PictureName;
  /** Empty: the image is decoration beside the item's title. */
  imageAlt: string;
  link?: string | undefined;
  title: string;
  description: string;
  location: string;
  /** Shown only to visitors in the allowed region (US, DE, CH, GB). */
  restricted?: boolean;
};

/**
 * The events and news section: cards, or the 'coming soon' state when none remain. Static HTML: no
 * item answers the visitor. A restricted item is in it for every visitor and shown only to those
 * known to be allowed (region/region-shown.ts); when every item is restricted, the others see
 * 'coming soon' instead.
 */
export function EventsNews({ items }: { items: EventCard[] }) {
  const { t } = useTranslation();
  const gated = regionGatedList(items);
  return (
    <Static as="section" id="events" aria-labelledby="events-title" className="border-t border-line py-20 sm:py-28">
      <div className="container-content">
        <p className="eyebrow text-bronze">{t("events.eyebrow")}</p>
        <h2 id="events-title" className="mt-5 font-display text-4xl leading-tight sm:text-5xl">
          {t("events.title")}
        </h2>
        <p className="mt-4 max-w-xl leading-relaxed text-muted">{t("events.subtitle")}</p>
        {gated.none ? (
          <div {...gated.none} className="mt-12 rounded-sm border border-dashed border-stone px-8 py-16 text-center">
            <h3 className="font-display text-3xl">{t("events.emptyTitle")}</h3>
            <p className="mx-auto mt-3 max-w-md text-muted">{t("events.emptyDescription")}</p>
          </div>
        ) : null}
        {items.length > 0 ? (
          <RevealList {...gated.list} className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} {...gated.item(item)}>
                <EventArticle item={item} />
              </li>
            ))}
          </RevealList>
        ) : null}
      </div>
    </Static>
  );
}

function EventArticle({ item }: { item: EventCard }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-sm bg-white/60 ring-1 ring-line">
      <div className="relative">
        <Picture
          name={item.image}
          alt={item.imageAlt}
          sizes="(min-width: 64rem) 28vw, (min-width: 48rem) 45vw, 100vw"
          className="block"
          imgClassName="aspect-[3/2] w-full object-cover"
        />
        <span className="eyebrow absolute top-4 left-4 rounded-full bg-ivory/95 px-3 py-1.5 text-ink">
          {t(`events.badge.${item.type}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="font-display text-2xl leading-snug">{item.title}</h3>
        <p className="text-sm leading-relaxed text-muted">{item.description}</p>
        <dl className="mt-auto flex flex-col gap-1.5 pt-4 text-sm text-charcoal">
          <div className="flex items-center gap-2">
            <dt>
              <CalendarDays className="size-4 text-bronze" aria-hidden="true" />
              <span className="sr-only">{t("events.dateLabel")}</span>
            </dt>
            <dd>
              <time dateTime={item.date}>{item.dateText}</time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <MapPin className="size-4 text-bronze" aria-hidden="true" />
              <span className="sr-only">{t("events.locationLabel")}</span>
            </dt>
            <dd>{item.location}</dd>
          </div>
        </dl>
        {item.link ? (
          <a
            href={item.link}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
          >
            {t("events.readMore")}
            <span className="sr-only">: {item.title}</span>
            <ArrowUpRight className="size-4" aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </article>
  );
}
