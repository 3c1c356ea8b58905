import { Document, Image, Link, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { Accent, Eyebrow, Rule } from "~/catalogue/pdf/primitives";
import { QrCode } from "~/catalogue/pdf/qr";
import { colors, contentWidth, page, styles } from "~/catalogue/pdf/theme";
import type { SpecSheetContent } from "./spec-sheet-content";

/** The rug's preview as PNG bytes and its size in pixels. */
export type SheetPicture = { data: Buffer; width: number; height: number };

/**
 * The box the picture is fitted into, in points: the text column's width, and a height that
 * leaves the rest of the page to the rug's description.
 */
export const pictureBox = { width: contentWidth, height: 185 } as const;
const labelWidth = 128;
const qrSize = 72;

/**
 * Capitals tracked just under a tenth of their size: wider, and a PDF reader takes each gap for
 * a space, so a label copies (and is read aloud) as "S H A P E".
 */
export const readable = { letterSpacing: 0.6 };

/** Brand on the left, the day the sheet was made on the right. */
function Masthead({ content }: { content: Pick<SpecSheetContent, "brand" | "tagline" | "generated"> }) {
  return (
    <View style={{ flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginBottom: 12 }}>
      <View style={{ gap: 4 }}>
        <Text style={[styles.wordmark, { color: colors.ink, fontSize: 20, letterSpacing: 6 }]}>{content.brand}</Text>
        <Text style={[styles.footer, { color: colors.taupe }]}>{content.tagline}</Text>
      </View>
      <Text style={[styles.small, { color: colors.muted }]}>{content.generated}</Text>
    </View>
  );
}

/** The picture scaled to fit `pictureBox`, centred. */
function Picture({ picture }: { picture: SheetPicture }) {
  const scale = Math.min(pictureBox.width / picture.width, pictureBox.height / picture.height);
  return (
    <View style={{ alignItems: "center", marginTop: 16 }}>
      <Image
        src={{ data: picture.data, format: "png" }}
        style={{ width: picture.width * scale, height: picture.height * scale }}
      />
    </View>
  );
}

/** The configuration as label and value rows between hairlines. */
function Specification({ content }: { content: SpecSheetContent }) {
  return (
    <View style={{ marginTop: 16 }}>
      {content.rows.map((row) => (
        <View key={row.id} wrap={false}>
          <View style={{ flexDirection: "row", paddingVertical: 3.6 }}>
            <Text style={[styles.figureLabel, readable, { width: labelWidth, paddingTop: 1.5 }]}>{row.label}</Text>
            <Text style={[styles.body, { flex: 1, fontSize: 9, lineHeight: 1.45, fontWeight: 400, color: colors.ink }]}>
              {row.value}
            </Text>
          </View>
          <Rule />
        </View>
      ))}
      {content.notes.length > 0 ? (
        <View style={{ marginTop: 8, gap: 3, paddingLeft: labelWidth }}>
          {content.notes.map((note) => (
            <Text key={note} style={[styles.small, { color: colors.bronze }]}>
              {note}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}

/**
 * The address back to this configuration in the configurator: its label, the address itself
 * (a reader of the printed sheet types or scans it) and a QR code, both links in the PDF.
 */
export function ConfigurationLink({ content }: { content: Pick<SpecSheetContent, "link"> }) {
  const { url, label } = content.link;
  return (
    <View style={{ flexDirection: "row", alignItems: "center", gap: 18, marginTop: 14 }} wrap={false}>
      <Link src={url}>
        <QrCode value={url} size={qrSize} color={colors.ink} background={colors.paper} />
      </Link>
      <View style={{ flex: 1, gap: 5 }}>
        <Eyebrow style={readable}>{label}</Eyebrow>
        <Link src={url} style={{ flexDirection: "row", flexWrap: "wrap", textDecoration: "none" }}>
          {urlSegments(url).map((segment) => (
            // Each name=value pair appears once in a configuration's query.
            <Text key={segment} style={[styles.small, { color: colors.charcoal }]}>
              {segment}
            </Text>
          ))}
        </Link>
      </View>
    </View>
  );
}

/**
 * The address in pieces that end at each `?` and `&`, laid side by side so a long address wraps
 * between them: within one text, react-pdf breaks a word only by hyphenating it, and a hyphen
 * added to an address changes it.
 */
function urlSegments(url: string): string[] {
  return url.split(/(?<=[?&])/);
}

/** The company's details and the sheet's small print, at the foot of the page. */
export function Contact({ content }: { content: Pick<SpecSheetContent, "contact" | "footer"> }) {
  const { contact } = content;
  const detail = [styles.small, { color: colors.charcoal }];
  return (
    <View style={{ gap: 8 }}>
      <Rule />
      <View style={{ flexDirection: "row", justifyContent: "space-between", gap: 24 }}>
        <View style={{ flex: 1, gap: 1 }}>
          <Text style={[...detail, { fontWeight: 500 }]}>{contact.legalName}</Text>
          <Text style={detail}>{contact.address}</Text>
        </View>
        <View style={{ gap: 1, alignItems: "flex-end" }}>
          <Text style={detail}>{`${contact.labels.phone}: ${contact.phone}`}</Text>
          <Link src={`mailto:${contact.email}`} style={[...detail, { textDecoration: "none" }]}>
            {`${contact.labels.email}: ${contact.email}`}
          </Link>
          <Link src={contact.website.url} style={[...detail, { textDecoration: "none" }]}>
            {contact.website.label}
          </Link>
        </View>
      </View>
      <Text style={[styles.small, { fontSize: 6.8, color: colors.taupe }]}>{content.footer}</Text>
    </View>
  );
}

/**
 * An A4 sheet of the brand (the specification sheet, the specifier's data sheet): the document's
 * metadata in the visitor's language, then a page opening with the masthead and its rule.
 */
export function SheetPage({
  content,
  children,
}: {
  content: Pick<SpecSheetContent, "meta" | "lang" | "brand" | "tagline" | "issued" | "generated">;
  children: ReactNode;
}) {
  const { meta } = content;
  return (
    <Document
      title={meta.title}
      author={meta.author}
      subject={meta.subject}
      keywords={meta.keywords}
      creator={meta.creator}
      producer={meta.creator}
      language={content.lang}
      creationDate={content.issued}
      pageLayout="singlePage"
    >
      <Page size="A4" style={[styles.page, { paddingHorizontal: page.margin, paddingTop: 36, paddingBottom: 28 }]}>
        <Masthead content={content} />
        <Rule />
        {children}
      </Page>
    </Document>
  );
}

/** The specification sheet: one A4 page describing the visitor's rug, in their language. */
export function SpecSheetDocument({ content, picture }: { content: SpecSheetContent; picture: SheetPicture }) {
  return (
    <SheetPage content={content}>
      <View style={{ marginTop: 16, gap: 9 }}>
        <Eyebrow style={readable}>{content.subtitle}</Eyebrow>
        <Text style={styles.title}>{content.title}</Text>
        <Accent />
      </View>
      <Picture picture={picture} />
      <Specification content={content} />
      <ConfigurationLink content={content} />
      {/* Takes what height is left, so the company's details sit at the foot of the page. */}
      <View style={{ flexGrow: 1, minHeight: 12 }} />
      <Contact content={content} />
    </SheetPage>
  );
}
