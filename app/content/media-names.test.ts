import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture, preloadImage } from "~/components/ui/picture";
import { languages } from "~/i18n/languages";
import { eventSchema } from "./events";
import { images } from "./images";
import { isMediaName, isPictureName, type MediaName, mediaSize, mediaUrl, mediaWidths } from "./media-names";
import { imageRefSchema } from "./page-schema";

const upload: MediaName = "m-0123456789abcdef-1000x700";

describe("names of uploaded images", () => {
  it("are told apart from anything else by their shape alone", () => {
    expect(isMediaName(upload)).toBe(true);
    expect(isMediaName("m-0123456789abcdef-2400x16000")).toBe(true);
    for (const name of [
      "home-hero",
      "m-0123456789ABCDEF-1000x700", // upper-case hex
      "m-0123456789abcde-1000x700", // 15 hex
      "m-0123456789abcdef-1000x700-800.avif", // a file's name, not the image's
      "m-0123456789abcdef-1000x7",
      "m-0123456789abcdef-1000x700\n",
      "m-0123456789abcdef-100000x700",
      "../m-0123456789abcdef-1000x700",
    ]) {
      expect(isMediaName(name), name).toBe(false);
    }
  });

  it("carry their size, hence their widths and addresses, with no lookup", () => {
    expect(mediaSize(upload)).toEqual({ width: 1000, height: 700 });
    expect(mediaWidths(upload)).toEqual([480, 800, 1000]);
    expect(mediaWidths("m-0123456789abcdef-2400x1600")).toEqual([480, 800, 1200, 1600, 2400]);
    expect(mediaWidths("m-0123456789abcdef-480x360")).toEqual([480]);
    expect(mediaUrl(upload, 800, "avif")).toBe("/media/m-0123456789abcdef-1000x700-800.avif");
    expect(() => mediaSize("m-nope" as MediaName)).toThrow(/not a media name/);
  });

  it("cannot be mistaken for a declared image: no declared name starts with m-", () => {
    expect(Object.keys(images).filter((name) => name.startsWith("m-"))).toEqual([]);
  });

  it("are accepted wherever a page or an event names an image, as declared names are", () => {
    expect(isPictureName("home-hero")).toBe(true);
    expect(isPictureName(upload)).toBe(true);
    expect(isPictureName("toString")).toBe(false);
    expect(isPictureName("m-0123456789abcdef")).toBe(false);
    expect(isPictureName(42)).toBe(false);
    expect(imageRefSchema.safeParse({ name: upload, alt: "Alfombra" }).success).toBe(true);
    expect(imageRefSchema.safeParse({ name: "event-nbaa", alt: "" }).success).toBe(true);
    expect(imageRefSchema.safeParse({ name: "m-zz", alt: "" }).success).toBe(false);
    expect(imageRefSchema.safeParse({ name: "constructor", alt: "" }).success).toBe(false);
    const event = {
      id: 9,
      type: "news",
      date: "2026-11-25",
      text: Object.fromEntries(
        languages.map((lang) => [lang, { title: "Feria", description: "Stand", location: "Madrid" }]),
      ),
    };
    expect(eventSchema.safeParse({ ...event, image: upload }).success).toBe(true);
    expect(eventSchema.safeParse({ ...event, image: "m-0123456789abcdef-1000x700.avif" }).success).toBe(false);
  });
});

describe("a page's picture of an upload", () => {
  it("offers every width in AVIF and WebP from /media, with the intrinsic size from the name", () => {
    const html = renderToStaticMarkup(createElement(Picture, { name: upload, alt: "Alfombra azul", sizes: "50vw" }));
    const file = (width: number, format: string) => `/media/${upload}-${width}.${format} ${width}w`;
    expect(html).toBe(
      `<picture><source type="image/avif" srcSet="${file(480, "avif")}, ${file(800, "avif")}, ${file(1000, "avif")}" sizes="50vw"/>` +
        `<source type="image/webp" srcSet="${file(480, "webp")}, ${file(800, "webp")}, ${file(1000, "webp")}" sizes="50vw"/>` +
        `<img src="/media/${upload}-480.webp" alt="Alfombra azul" width="1000" height="700" loading="lazy" decoding="async" fetchPriority="auto"/></picture>`,
    );
    expect(preloadImage(upload, "100vw").imageSrcSet).toBe(
      `${file(480, "avif")}, ${file(800, "avif")}, ${file(1000, "avif")}`,
    );
  });

  it("of a declared image is what it always was", () => {
    expect(renderToStaticMarkup(createElement(Picture, { name: "event-nbaa", alt: "", sizes: "50vw" }))).toBe(
      '<picture><source type="image/avif" srcSet="/img/event-nbaa-480.avif 480w, /img/event-nbaa-800.avif 800w, /img/event-nbaa-1200.avif 1200w" sizes="50vw"/>' +
        '<source type="image/webp" srcSet="/img/event-nbaa-480.webp 480w, /img/event-nbaa-800.webp 800w, /img/event-nbaa-1200.webp 1200w" sizes="50vw"/>' +
        '<img src="/img/event-nbaa-480.webp" alt="" width="1200" height="800" loading="lazy" decoding="async" fetchPriority="auto"/></picture>',
    );
  });
});
