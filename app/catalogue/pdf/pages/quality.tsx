import { Text, View } from "@react-pdf/renderer";
import type { CatalogueContent } from "../../model";
import { CataloguePage } from "../frame";
import { Accent, Eyebrow, Heading, Paragraphs, Photo } from "../primitives";
import { colors, page, styles } from "../theme";

export function QualityPage({ content }: { content: CatalogueContent }) {
  const { quality } = content;
  const { certifications } = quality;
  return (
    <CataloguePage content={content} bookmark={quality.eyebrow}>
      <View style={{ paddingHorizontal: page.margin, paddingTop: 88 }}>
        <Heading eyebrow={quality.eyebrow} title={quality.title} size={38} maxWidth={440} />
        <Text style={[styles.lead, { marginTop: 20, maxWidth: 430 }]}>{quality.lead}</Text>
        <View style={{ flexDirection: "row", marginTop: 40, borderTop: `0.6 solid ${colors.line}` }}>
          {quality.figures.map((figure, index) => (
            <View
              key={figure.label}
              style={{
                flex: 1,
                gap: 8,
                paddingTop: 18,
                paddingLeft: index === 0 ? 0 : 14,
                paddingRight: 6,
                borderLeft: index === 0 ? undefined : `0.6 solid ${colors.line}`,
              }}
            >
              <Text style={[styles.numeral, { fontSize: 31, lineHeight: 1 }]}>{figure.value}</Text>
              <Text style={styles.figureLabel}>{figure.label}</Text>
            </View>
          ))}
        </View>
      </View>
      <View
        style={{
          position: "absolute",
          left: 0,
          bottom: 72,
          width: page.width,
          backgroundColor: colors.ivory,
          flexDirection: "row",
        }}
      >
        <Photo name={certifications.image} width={page.width * 0.42} height={300} />
        <View style={{ flex: 1, paddingLeft: 32, paddingRight: page.margin, paddingVertical: 30, gap: 12 }}>
          <Eyebrow>{certifications.eyebrow}</Eyebrow>
          <Text style={[styles.subtitle, { fontSize: 22, fontWeight: 400 }]}>{certifications.title}</Text>
          <Accent />
          <Paragraphs paragraphs={certifications.paragraphs} />
        </View>
      </View>
    </CataloguePage>
  );
}
