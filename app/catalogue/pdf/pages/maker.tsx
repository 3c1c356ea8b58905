import { Text, View } from "@react-pdf/renderer";
import type { CatalogueContent } from "../../model";
import { CataloguePage } from "../frame";
import { Accent, Heading, Paragraphs, Photo, Rule } from "../primitives";
import { colors, contentWidth, page, styles } from "../theme";

export function MakerPage({ content }: { content: CatalogueContent }) {
  const { maker } = content;
  return (
    <CataloguePage content={content} bookmark={maker.eyebrow}>
      <Photo name={maker.image} width={page.width} height={280} />
      <View style={{ paddingHorizontal: page.margin, paddingTop: 44 }}>
        <Heading eyebrow={maker.eyebrow} title={maker.title} size={38} />
        <View style={{ flexDirection: "row", gap: 30, marginTop: 26 }}>
          <View style={{ width: 200, gap: 16 }}>
            <Accent />
            <Text style={styles.lead}>{maker.lead}</Text>
          </View>
          <View style={{ flex: 1 }}>
            <Paragraphs paragraphs={maker.paragraphs} gap={9} />
          </View>
        </View>
      </View>
      <View style={{ position: "absolute", left: page.margin, bottom: 84, width: contentWidth }}>
        <Rule />
        <View style={{ flexDirection: "row", paddingTop: 18 }}>
          {maker.stats.map((stat, index) => (
            <View
              key={stat.label}
              style={{
                flex: 1,
                gap: 6,
                paddingLeft: index === 0 ? 0 : 18,
                borderLeft: index === 0 ? undefined : `0.6 solid ${colors.line}`,
              }}
            >
              <Text style={[styles.numeral, { fontSize: 36, lineHeight: 1 }]}>{stat.value}</Text>
              <Text style={styles.figureLabel}>{stat.label}</Text>
            </View>
          ))}
        </View>
      </View>
    </CataloguePage>
  );
}

export function TechniquesPage({ content }: { content: CatalogueContent }) {
  const { techniques } = content;
  const column = (contentWidth - 28) / 2;
  return (
    <CataloguePage content={content} bookmark={techniques.eyebrow}>
      <View style={{ paddingHorizontal: page.margin, paddingTop: 88 }}>
        <Heading eyebrow={techniques.eyebrow} title={techniques.title} size={38} maxWidth={420} />
        <Text style={[styles.lead, { marginTop: 22, maxWidth: 430 }]}>{techniques.lead}</Text>
        <View style={{ flexDirection: "row", gap: 28, marginTop: 40 }}>
          {[techniques.handTuft, techniques.robotTuft].map((technique) => (
            <View key={technique.title} style={{ width: column, gap: 12 }}>
              <Photo name={technique.image} width={column} height={column * 1.3} />
              <Text style={[styles.subtitle, { fontSize: 22, marginTop: 8 }]}>{technique.title}</Text>
              <Accent />
              <Text style={styles.body}>{technique.text}</Text>
            </View>
          ))}
        </View>
      </View>
    </CataloguePage>
  );
}
