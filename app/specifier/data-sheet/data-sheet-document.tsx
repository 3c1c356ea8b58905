import { Text, View } from "@react-pdf/renderer";
import { Accent, Eyebrow, Rule } from "~/catalogue/pdf/primitives";
import { colors, contentWidth, styles } from "~/catalogue/pdf/theme";
import { ConfigurationLink, Contact, readable, SheetPage } from "../spec-sheet/spec-sheet-document";
import type { DataSheetContent, DataSheetSection } from "./data-sheet-content";

const columnGap = 24;
const columnWidth = (contentWidth - columnGap) / 2;
const labelWidth = 92;
const text = [styles.body, { fontSize: 8, lineHeight: 1.4, fontWeight: 400, color: colors.ink }];
/** Beside a label or a dash: takes the rest of the row (only there: in a column it would shrink). */
const rest = { flex: 1 };
const note = [styles.small, { fontSize: 7, lineHeight: 1.45 }];

/**
 * Which column each section sits in: the rug as it is made on the left, read top to bottom like
 * a specification clause; how it performs and is looked after on the right. Balanced so the
 * sheet of a rug in one piece fits one page in every language.
 */
const columns: DataSheetSection["id"][][] = [
  ["rug", "joins", "tolerances"],
  ["performance", "leadTime", "care"],
];

/** A section: its heading over a hairline, its label and value rows, paragraphs and list. */
function Section({ section }: { section: DataSheetSection }) {
  return (
    <View style={{ marginBottom: 7 }}>
      <Eyebrow style={[readable, { marginBottom: 4 }]}>{section.heading}</Eyebrow>
      <Rule />
      {section.rows.map((row) => (
        <View key={row.id} wrap={false}>
          <View style={{ flexDirection: "row", paddingVertical: 1.3 }}>
            <Text style={[styles.figureLabel, readable, { width: labelWidth, paddingTop: 1.5, paddingRight: 6 }]}>
              {row.label}
            </Text>
            <Text style={[...text, rest]}>{row.value}</Text>
          </View>
          <Rule />
        </View>
      ))}
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph} style={[...(section.rows.length > 0 ? note : text), { marginTop: 5 }]}>
          {paragraph}
        </Text>
      ))}
      {section.list.length > 0 ? (
        <View style={{ marginTop: 5, gap: 2 }}>
          {section.list.map((item) => (
            <View key={item} style={{ flexDirection: "row" }}>
              <Text style={[...text, { width: 9, color: colors.bronze }]}>–</Text>
              <Text style={[...text, rest]}>{item}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
}

/**
 * The specifier's data sheet: an A4 document of the rug's construction and figures, its
 * classifications and certificates, joins, tolerances, care and lead time, in the visitor's
 * language, with the brand's typefaces and palette of the specification sheet.
 */
export function DataSheetDocument({ content }: { content: DataSheetContent }) {
  const byId = new Map(content.sections.map((section) => [section.id, section]));
  return (
    <SheetPage content={content}>
      <View style={{ marginTop: 12, marginBottom: 10, gap: 5 }}>
        <Eyebrow style={readable}>{content.eyebrow}</Eyebrow>
        <Text style={[styles.title, { fontSize: 26 }]}>{content.title}</Text>
        {content.subtitle ? <Text style={[styles.small, { color: colors.charcoal }]}>{content.subtitle}</Text> : null}
        <Accent />
      </View>
      <View style={{ flexDirection: "row", gap: columnGap }}>
        {columns.map((ids) => (
          <View key={ids.join()} style={{ width: columnWidth }}>
            {ids.flatMap((id) => {
              const section = byId.get(id);
              return section ? [<Section key={id} section={section} />] : [];
            })}
          </View>
        ))}
      </View>
      <ConfigurationLink content={content} />
      {/* Takes what height is left, so the company's details sit at the foot of the page. */}
      <View style={{ flexGrow: 1, minHeight: 12 }} />
      {/* Kept whole: on a sheet that runs to a second page, the details move there together. */}
      <View wrap={false}>
        <Contact content={content} />
      </View>
    </SheetPage>
  );
}
