import type { Language } from "~/i18n/languages";
import type { Lead } from "~/leads/forms/lead";
import { designLabel } from "~/leads/forms/sample-design";
import type { InlineImage, OutgoingEmail } from "~/leads/server/lead-emails.server";
import { storedDesign } from "~/leads/server/requested-design.server";
import { type Configuration, configurationUrl, parseConfiguration } from "~/rug/configuration";
import { type RugVocabulary, summaryNotes, summaryRows } from "~/rug/summary";
import { rugVocabulary } from "~/rug/words";
import { rugPreviewPng } from "~/specifier/spec-sheet/rug-image.server";
import type { LeadEmailOptions } from "../lead-email-options.server";
import { link, type Row, Rows, SectionHeading, text } from "../mail-layout.server";
import { confirmationWords, fill, notificationWords } from "../mail-words.server";
import { rowLines } from "../plain-text.server";

/*
 * What a configurator lead (a quote request) adds to its e-mails: the rug it configured, drawn
 * as a picture both e-mails show inline, its choices and the link back to it; in the sales
 * notification also the room picture it was sent with.
 */

/** The picture of a configurator lead's rug, in both its e-mails. */
export const rugPreviewImage = { cid: "rug-preview", filename: "alfombra.png", contentType: "image/png" } as const;

/** The room picture a quote request was sent with: the rug in the visitor's photo, in the sales notification. */
export const roomPictureImage = { cid: "room-picture", filename: "habitacion" } as const;

/** The width the rug's picture is shown at in an e-mail (the content column), in CSS pixels. */
export const rugPreviewWidth = 520;

/** A configurator lead's rug, read back from its stored configuration. */
export function configurationOfLead(lead: Lead): Configuration | null {
  if (lead.form !== "quote") return null;
  return parseConfiguration(new URLSearchParams(lead.data.configuration)).configuration;
}

/** A quote's rug by name: the design and colourway stored with it, or a free configuration. */
function quoteRugName(lead: Lead, words: RugVocabulary): string {
  const design = storedDesign(lead.data);
  return design ? designLabel({ name: design.name, colourway: design.colourway }) : words.design.free;
}

function roomPictureFile(contentType: "image/png" | "image/jpeg") {
  return `${roomPictureImage.filename}.${contentType === "image/png" ? "png" : "jpg"}`;
}

/** The configured rug for the sales team: its choices in Spanish, the notes, the link to it; the room picture. */
export type QuoteNotification = {
  rug?: { heading: string; rows: Row[]; notes: string[]; imageAlt: string; link: { label: string; href: string } };
  room?: { heading: string; alt: string; text: string };
};

export function quoteNotification(lead: Lead, options: LeadEmailOptions): QuoteNotification {
  const configuration = configurationOfLead(lead);
  if (!configuration) return {};
  const copy = notificationWords.configuration;
  const words = rugVocabulary("es");
  const href = configurationUrl(options.siteUrl, "es", configuration);
  return {
    rug: {
      heading: copy.heading,
      rows: summaryRows(configuration, words, "es", quoteRugName(lead, words)),
      notes: summaryNotes(configuration, words),
      imageAlt: copy.previewAlt,
      link: { label: copy.link, href },
    },
    ...(options.roomPicture
      ? {
          room: {
            heading: copy.roomHeading,
            alt: copy.roomAlt,
            text: fill(copy.roomText, { file: roomPictureFile(options.roomPicture.contentType) }),
          },
        }
      : {}),
  };
}

/** A configurator lead's confirmation: the rug's picture and the button back to its configuration. */
export type QuoteConfirmation = {
  rug?: { heading: string; imageAlt: string };
  cta?: { label: string; fallback: string; href: string };
};

export function quoteConfirmation(lead: Lead, options: LeadEmailOptions): QuoteConfirmation {
  const configuration = configurationOfLead(lead);
  if (!configuration) return {};
  const copy = confirmationWords[lead.lang];
  return {
    rug: { heading: copy.configuration.heading, imageAlt: copy.configuration.previewAlt },
    cta: {
      label: copy.configuration.button,
      fallback: copy.catalogue.fallback,
      href: configurationUrl(options.siteUrl, lead.lang, configuration),
    },
  };
}

/** The configured rug's picture, full width of the content column. */
function RugImage({ alt, cid = rugPreviewImage.cid }: { alt: string; cid?: string }) {
  return (
    <img
      src={`cid:${cid}`}
      width={rugPreviewWidth}
      alt={alt}
      style={{
        display: "block",
        width: "100%",
        maxWidth: rugPreviewWidth,
        height: "auto",
        margin: "0 0 16px",
        border: 0,
      }}
    />
  );
}

/** The sales notification's rug section: picture, choices, notes, link, then the room picture. */
export function QuoteNotificationSection({ rug, room }: QuoteNotification) {
  if (!rug) return null;
  return (
    <>
      <SectionHeading>{rug.heading}</SectionHeading>
      <RugImage alt={rug.imageAlt} />
      <Rows rows={rug.rows} />
      {rug.notes.map((note) => (
        <p key={note} style={{ ...text, margin: "12px 0 0", fontSize: 13, lineHeight: "20px" }}>
          {note}
        </p>
      ))}
      <p style={{ ...text, margin: "12px 0 0" }}>
        <a href={rug.link.href} style={link}>
          {rug.link.label}
        </a>
      </p>
      {room ? (
        <>
          <SectionHeading>{room.heading}</SectionHeading>
          <RugImage alt={room.alt} cid={roomPictureImage.cid} />
          <p style={{ ...text, margin: "0", fontSize: 13, lineHeight: "20px" }}>{room.text}</p>
        </>
      ) : null}
    </>
  );
}

/** The sales notification's rug and room, as blocks of its text part. */
export function quoteNotificationText({ rug, room }: QuoteNotification): string[] {
  return [
    ...(rug
      ? [[rug.heading, ...rowLines(rug.rows), ...rug.notes, `${rug.link.label}: ${rug.link.href}`].join("\n")]
      : []),
    ...(room ? [[room.heading, room.text].join("\n")] : []),
  ];
}

/** The confirmation's rug section: its heading and picture. */
export function QuoteConfirmationSection({ rug }: QuoteConfirmation) {
  if (!rug) return null;
  return (
    <>
      <SectionHeading>{rug.heading}</SectionHeading>
      <RugImage alt={rug.imageAlt} />
    </>
  );
}

/**
 * The pictures a configurator lead's e-mail shows inline: its rug, drawn as a PNG twice the
 * width it is shown at (sharp on high-density screens), with numbers written in `lang` (the
 * sales team's copy the Spanish way); and in the sales notification the room picture it came
 * with. Other leads' e-mails have none.
 */
export async function quoteImages(
  lead: Lead,
  lang: Language,
  room?: LeadEmailOptions["roomPicture"],
  topView?: LeadEmailOptions["topView"],
): Promise<Pick<OutgoingEmail, "images">> {
  if (lead.form !== "quote") return {};
  const configuration = configurationOfLead(lead);
  const images: InlineImage[] = [
    configuration
      ? {
          ...rugPreviewImage,
          content: await rugPreviewPng(configuration, lang, rugPreviewWidth * 2, { topView }),
        }
      : { ...rugPreviewImage },
  ];
  if (room)
    images.push({
      cid: roomPictureImage.cid,
      filename: roomPictureFile(room.contentType),
      contentType: room.contentType,
      content: room.data,
    });
  return { images };
}
