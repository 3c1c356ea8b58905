import type { Lead } from "~/leads/forms/lead";
import { designLabel, type SampleColour } from "~/leads/forms/sample-design";
import { designUrl, sampleColours, storedDesign } from "~/leads/server/requested-design.server";
import type { LeadEmailOptions } from "../lead-email-options.server";
import { color, link, type Row, Rows, SectionHeading, sans, Table, text } from "../mail-layout.server";
import { confirmationWords, notificationWords } from "../mail-words.server";
import { rowLines } from "../plain-text.server";

/*
 * What a sample request sent from a design page adds to its e-mails: the design, named and
 * linked to its page, and its colours, each a swatch with its code and its name in the reader's
 * language (the sales team's in Spanish). Nothing in it was typed: the design and the codes
 * were checked against the collection and the range when the lead arrived.
 */

/** A sample request's design as one of its e-mails shows it. */
export type SampleDesignSection = {
  samples?: {
    heading: string;
    design: Row;
    coloursLabel: string;
    colours: SampleColour[];
    /** What the sales team reads when no colour was named. */
    noColours?: string;
    /** The design's page on the site. */
    link: { label: string; href: string };
  };
};

/** The design a lead asked for, if it is a sample request that carries one. */
function designOf(lead: Lead) {
  return lead.form === "sample" ? storedDesign(lead.data) : null;
}

/** The sales notification's design: in Spanish, with the link to its page on the Spanish site. */
export function sampleDesignNotification(lead: Lead, options: LeadEmailOptions): SampleDesignSection {
  const design = designOf(lead);
  if (!design) return {};
  const copy = notificationWords.samples;
  return {
    samples: {
      heading: copy.heading,
      design: { label: copy.design, value: designLabel(design) },
      coloursLabel: copy.colours,
      colours: sampleColours(design.colours, "es"),
      noColours: copy.noColours,
      link: { label: copy.link, href: designUrl(options.siteUrl, design.slug, "es") },
    },
  };
}

/** The visitor's confirmation's design: in their language, linked to its page in their language. */
export function sampleDesignConfirmation(lead: Lead, options: LeadEmailOptions): SampleDesignSection {
  const design = designOf(lead);
  if (!design) return {};
  const copy = confirmationWords[lead.lang].samples;
  return {
    samples: {
      heading: copy.heading,
      design: { label: copy.design, value: designLabel(design) },
      coloursLabel: copy.colours,
      colours: sampleColours(design.colours, lead.lang),
      link: { label: copy.link, href: designUrl(options.siteUrl, design.slug, lead.lang) },
    },
  };
}

/** One colour's swatch: a cell filled with it (what every mail client draws), ringed so light ones show. */
function Swatch({ hex }: { hex: string }) {
  return (
    // Separate borders: a collapsed one is drawn square around the round fill.
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ borderCollapse: "separate" }}>
      <tbody>
        <tr>
          <td
            width={24}
            height={24}
            style={{
              width: 24,
              height: 24,
              backgroundColor: hex,
              border: `1px solid ${color.line}`,
              borderRadius: 12,
              fontSize: 0,
              lineHeight: 0,
            }}
          >
            &nbsp;
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The design section of either e-mail: the design's row, then its colours one a line. */
export function SampleDesignEmailSection({ samples }: SampleDesignSection) {
  if (!samples) return null;
  const cell = { borderBottom: `1px solid ${color.line}`, fontFamily: sans, lineHeight: "20px" };
  return (
    <>
      <SectionHeading>{samples.heading}</SectionHeading>
      <Rows rows={[samples.design]} />
      {samples.colours.length > 0 ? (
        <Table>
          <tr>
            <td colSpan={2} style={{ padding: "12px 0 4px", fontFamily: sans, fontSize: 12, color: color.muted }}>
              {samples.coloursLabel}
            </td>
          </tr>
          {samples.colours.map((colour) => (
            <tr key={colour.code}>
              <td width={36} valign="middle" style={{ ...cell, width: 36, padding: "6px 12px 6px 0" }}>
                <Swatch hex={colour.hex} />
              </td>
              <td valign="middle" style={{ ...cell, padding: "8px 0", fontSize: 14, color: color.ink }}>
                {colour.name}
                <span style={{ color: color.muted, letterSpacing: "1px", whiteSpace: "nowrap" }}> · {colour.code}</span>
              </td>
            </tr>
          ))}
        </Table>
      ) : samples.noColours ? (
        <p style={{ ...text, margin: "12px 0 0", fontSize: 13, lineHeight: "20px" }}>{samples.noColours}</p>
      ) : null}
      <p style={{ ...text, margin: "12px 0 0" }}>
        <a href={samples.link.href} style={link}>
          {samples.link.label}
        </a>
      </p>
    </>
  );
}

/** The design section as a block of the text part (`colon` as the reader's language writes it). */
export function sampleDesignText({ samples }: SampleDesignSection, colon = ":"): string[] {
  if (!samples) return [];
  const { design } = samples;
  const colours =
    samples.colours.length > 0
      ? [`${samples.coloursLabel}${colon}`, ...samples.colours.map((colour) => `- ${colour.name} · ${colour.code}`)]
      : samples.noColours
        ? [samples.noColours]
        : [];
  return [
    [
      samples.heading,
      ...rowLines([design], colon),
      ...colours,
      `${samples.link.label}${colon} ${samples.link.href}`,
    ].join("\n"),
  ];
}
