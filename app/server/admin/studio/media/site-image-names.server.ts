import { type CollectionImage, type CollectionImageName, collectionImageList } from "~/content/collection-images";
import type { ImageName } from "~/content/images";
import type { AdminLanguage } from "~/server/admin/admin-words.server";

/** The catalogue's pictures by name, each labelled by `label` from what it shows. */
function catalogueLabels(label: (image: CollectionImage) => string): Record<CollectionImageName, string> {
  return Object.fromEntries(collectionImageList.map((image) => [image.name, label(image)])) as Record<
    CollectionImageName,
    string
  >;
}

/**
 * The site's own pictures named in words, as the media library lists them and its search finds them
 * (the uploads are named by their alternative text): each of the site's images and every picture of
 * the collection and the portfolio, in the back office's languages (Spanish first).
 */
const es = {
  "home-hero": "Portada del inicio: alfombra de ondas",
  "tile-proyectos": "Inicio, acceso a proyectos: alfombra en un interior",
  "tile-muestrarios": "Inicio, acceso a muestrarios: mechones de color",
  "tile-personalizacion": "Inicio, acceso a personalización: relieve",
  "experience-panorama": "Panorámica de la fábrica",
  "collection-gran-formato": "Colección gran formato: patrón geométrico",
  "collection-patron-pequeno": "Colección patrón pequeño",
  "collection-relieve-3d": "Colección relieve 3D",
  "collection-creativa": "Colección creativa: formas orgánicas",
  "collection-unica": "Colección única: contorno irregular",
  "technique-hand-tuft": "Técnica: tufting a mano",
  "technique-robot-tuft": "Técnica: tufting robotizado",
  "event-nbaa": "Evento NBAA: interior",
  "event-yecla": "Evento en Yecla: geométrico",
  "event-marbella": "Evento en Marbella: formas orgánicas",
  "event-habitat": "Evento Hábitat: muestras de color",
  "hero-proyectos": "Portada de proyectos",
  "hero-muestrarios": "Portada de muestrarios",
  "hero-personalizacion": "Portada de personalización",
  "hero-contract": "Portada de contract",
  "hero-brand": "Portada de la marca",
  "hero-craft": "Portada del oficio: bucles de cerca",
  "hero-care": "Portada de cuidados: patrón pequeño",
  "project-hotel": "Proyecto de hotel",
  "project-residencial": "Proyecto residencial",
  "project-retail": "Proyecto de comercio",
  "project-aviacion": "Proyecto de aviación",
  "project-yate": "Proyecto de yate",
  "project-arquitectura": "Proyecto de arquitectura",
  "hero-hoteles": "Portada de hoteles",
  "hero-disenadores": "Portada de diseñadores",
  "hero-comercios": "Portada de comercios",
  "hero-yates": "Portada de yates",
  "hero-arquitectos": "Portada de arquitectos",
  "hero-jets": "Portada de aviones privados",
  "area-vestibulo": "Hotel: vestíbulo",
  "area-habitaciones": "Hotel: habitaciones",
  "area-eventos": "Hotel: salones de eventos",
  "area-restaurantes": "Hotel: restaurantes",
  "samples-wool": "Muestra de lana",
  "samples-relief": "Muestra en relieve",
  "samples-pattern": "Muestra con patrón",
  "samples-colour": "Muestra de colores",
  "kit-300-collection": "Kit de 300 colores",
  "kit-m50": "Kit M50",
  "kit-m300": "Kit M300",
  ...catalogueLabels((image) =>
    image.kind === "case"
      ? `Proyecto ${image.client || image.project}: foto ${image.photo} de ${image.photos}`
      : `${image.designName}, ${image.colourway}: ${{ flat: "la alfombra entera, desde arriba", detail: "detalle del pelo", room: "en una estancia" }[image.view]}`,
  ),
} satisfies Record<ImageName, string>;

const en: Record<ImageName, string> = {
  "home-hero": "Home page opening: rug with waves",
  "tile-proyectos": "Home, projects tile: rug in an interior",
  "tile-muestrarios": "Home, samples tile: colour tufts",
  "tile-personalizacion": "Home, customisation tile: relief",
  "experience-panorama": "Factory panorama",
  "collection-gran-formato": "Large format collection: geometric pattern",
  "collection-patron-pequeno": "Small pattern collection",
  "collection-relieve-3d": "3D relief collection",
  "collection-creativa": "Creative collection: organic shapes",
  "collection-unica": "Unique collection: irregular outline",
  "technique-hand-tuft": "Technique: hand tufting",
  "technique-robot-tuft": "Technique: robot tufting",
  "event-nbaa": "NBAA event: interior",
  "event-yecla": "Yecla event: geometric",
  "event-marbella": "Marbella event: organic shapes",
  "event-habitat": "Hábitat event: colour samples",
  "hero-proyectos": "Projects opening",
  "hero-muestrarios": "Samples opening",
  "hero-personalizacion": "Customisation opening",
  "hero-contract": "Contract opening",
  "hero-brand": "Brand opening",
  "hero-craft": "Craft opening: loops up close",
  "hero-care": "Care opening: small pattern",
  "project-hotel": "Hotel project",
  "project-residencial": "Residential project",
  "project-retail": "Retail project",
  "project-aviacion": "Aviation project",
  "project-yate": "Yacht project",
  "project-arquitectura": "Architecture project",
  "hero-hoteles": "Hotels opening",
  "hero-disenadores": "Designers opening",
  "hero-comercios": "Shops opening",
  "hero-yates": "Yachts opening",
  "hero-arquitectos": "Architects opening",
  "hero-jets": "Private jets opening",
  "area-vestibulo": "Hotel: lobby",
  "area-habitaciones": "Hotel: rooms",
  "area-eventos": "Hotel: event halls",
  "area-restaurantes": "Hotel: restaurants",
  "samples-wool": "Wool sample",
  "samples-relief": "Relief sample",
  "samples-pattern": "Patterned sample",
  "samples-colour": "Colour sample",
  "kit-300-collection": "300-colour kit",
  "kit-m50": "M50 kit",
  "kit-m300": "M300 kit",
  ...catalogueLabels((image) =>
    image.kind === "case"
      ? `Project ${image.client || image.project}: photo ${image.photo} of ${image.photos}`
      : `${image.designName}, ${image.colourway}: ${{ flat: "the whole rug, from above", detail: "close-up of the pile", room: "in a room" }[image.view]}`,
  ),
};

export const siteImageNames: Record<AdminLanguage, Record<ImageName, string>> = { es, en };
