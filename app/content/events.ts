import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { isPictureName, type PictureName } from "./media-names";

const localizedText = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  location: z.string().min(1),
});

export const eventSchema = z.object({
  id: z.number().int(),
  type: z.enum(["event", "news"]),
  date: z.iso.date(),
  image: z.custom<PictureName>(isPictureName, "unknown image"),
  link: z.url().optional(),
  /** The NBAA item is only shown to visitors in the allowed region (US, DE, CH, GB). */
  restricted: z.boolean().default(false),
  text: z.record(z.enum(["es", "en", "de", "it", "fr", "nl"]), localizedText),
});

export type SiteEvent = z.infer<typeof eventSchema>;

/** The four event and news items. None has a link yet, so none shows "read more". */
export const events: SiteEvent[] = z.array(eventSchema).parse([
  {
    id: 4,
    type: "news",
    date: "2024-10-22",
    image: "event-nbaa",
    restricted: true,
    text: {
      es: {
        title: "NBAA Las Vegas 2024",
        description:
          "Presentamos nuestras alfombras para aviación ejecutiva en la gran feria de la aviación de negocios.",
        location: "Las Vegas, Estados Unidos",
      },
      en: {
        title: "NBAA Las Vegas 2024",
        description: "We presented our rugs for business aviation at the industry's leading trade show.",
        location: "Las Vegas, United States",
      },
      de: {
        title: "NBAA Las Vegas 2024",
        description:
          "Auf der führenden Messe der Geschäftsluftfahrt präsentierten wir unsere Teppiche für Business-Jets.",
        location: "Las Vegas, Vereinigte Staaten",
      },
      it: {
        title: "NBAA Las Vegas 2024",
        description: "Abbiamo presentato i nostri tappeti per l'aviazione d'affari alla principale fiera del settore.",
        location: "Las Vegas, Stati Uniti",
      },
      fr: {
        title: "NBAA Las Vegas 2024",
        description: "Nous avons présenté nos tapis pour l'aviation d'affaires au grand salon du secteur.",
        location: "Las Vegas, États-Unis",
      },
      nl: {
        title: "NBAA Las Vegas 2024",
        description:
          "We presenteerden onze vloerkleden voor de zakenluchtvaart op de belangrijkste beurs van de sector.",
        location: "Las Vegas, Verenigde Staten",
      },
    },
  },
  {
    id: 2,
    type: "news",
    date: "2025-05-26",
    image: "event-yecla",
    text: {
      es: {
        title: "Feria del Mueble de Yecla",
        description: "Nuestras nuevas colecciones de relieve y color, junto a los mejores fabricantes de mobiliario.",
        location: "Yecla, Murcia",
      },
      en: {
        title: "Yecla Furniture Fair",
        description: "Our new relief and colour collections, alongside Spain's finest furniture makers.",
        location: "Yecla, Murcia",
      },
      de: {
        title: "Möbelmesse Yecla",
        description: "Unsere neuen Relief- und Farbkollektionen neben den besten Möbelherstellern Spaniens.",
        location: "Yecla, Murcia",
      },
      it: {
        title: "Fiera del Mobile di Yecla",
        description: "Le nostre nuove collezioni in rilievo e colore, accanto ai migliori produttori di arredo.",
        location: "Yecla, Murcia",
      },
      fr: {
        title: "Salon du meuble de Yecla",
        description:
          "Nos nouvelles collections en relief et en couleur, aux côtés des meilleurs fabricants de mobilier.",
        location: "Yecla, Murcie",
      },
      nl: {
        title: "Meubelbeurs Yecla",
        description: "Onze nieuwe reliëf- en kleurcollecties, naast de beste meubelmakers van Spanje.",
        location: "Yecla, Murcia",
      },
    },
  },
  {
    id: 1,
    type: "event",
    date: "2025-11-06",
    image: "event-marbella",
    text: {
      es: {
        title: "Marbella Design",
        description:
          "Vestimos con alfombras a medida los espacios de interioristas invitados en la gran cita del diseño en la Costa del Sol.",
        location: "Marbella, Málaga",
      },
      en: {
        title: "Marbella Design",
        description:
          "Our bespoke rugs dressed the rooms of guest interior designers at the Costa del Sol's leading design event.",
        location: "Marbella, Málaga",
      },
      de: {
        title: "Marbella Design",
        description:
          "Unsere Maßteppiche statteten die Räume eingeladener Innenarchitekten beim wichtigsten Designevent der Costa del Sol aus.",
        location: "Marbella, Málaga",
      },
      it: {
        title: "Marbella Design",
        description:
          "I nostri tappeti su misura hanno arredato gli spazi degli interior designer ospiti al grande evento di design della Costa del Sol.",
        location: "Marbella, Malaga",
      },
      fr: {
        title: "Marbella Design",
        description:
          "Nos tapis sur mesure ont habillé les espaces des architectes d'intérieur invités au grand rendez-vous du design de la Costa del Sol.",
        location: "Marbella, Malaga",
      },
      nl: {
        title: "Marbella Design",
        description:
          "Onze vloerkleden op maat kleedden de ruimtes van gastontwerpers aan op het grootste designevent van de Costa del Sol.",
        location: "Marbella, Málaga",
      },
    },
  },
  {
    id: 3,
    type: "event",
    date: "2026-09-22",
    image: "event-habitat",
    text: {
      es: {
        title: "Hábitat Valencia",
        description:
          "Presentamos en la feria internacional del hábitat nuestra colección de 300 colores y los nuevos kits de muestras.",
        location: "Valencia, España",
      },
      en: {
        title: "Hábitat Valencia",
        description:
          "At the international home and interiors fair we presented our 300-colour collection and new sample kits.",
        location: "Valencia, Spain",
      },
      de: {
        title: "Hábitat Valencia",
        description:
          "Auf der internationalen Einrichtungsmesse stellten wir unsere Kollektion mit 300 Farben und die neuen Musterkollektionen vor.",
        location: "Valencia, Spanien",
      },
      it: {
        title: "Hábitat Valencia",
        description:
          "Alla fiera internazionale dell'abitare abbiamo presentato la nostra collezione di 300 colori e i nuovi campionari.",
        location: "Valencia, Spagna",
      },
      fr: {
        title: "Hábitat Valencia",
        description:
          "Au salon international de l'habitat, nous avons présenté notre collection de 300 coloris et nos nouveaux kits d'échantillons.",
        location: "Valence, Espagne",
      },
      nl: {
        title: "Hábitat Valencia",
        description:
          "Op de internationale woonbeurs presenteerden we onze collectie van 300 kleuren en de nieuwe stalensets.",
        location: "Valencia, Spanje",
      },
    },
  },
]);

/** Newest first; restricted items only when the visitor's region allows them. */
export function visibleEvents(all: SiteEvent[], options: { allowed: boolean }): SiteEvent[] {
  return all.filter((item) => options.allowed || !item.restricted).sort((a, b) => b.date.localeCompare(a.date));
}

export function eventText(item: SiteEvent, lang: Language) {
  const text = item.text[lang];
  if (!text) throw new Error(`Event ${item.id} has no ${lang} text`);
  return text;
}
