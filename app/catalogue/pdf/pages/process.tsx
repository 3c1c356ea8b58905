import { Text, View } from "@react-pdf/renderer";
import type { CatalogueContent } from "../../model";
import { CataloguePage } from "../frame";
import { Heading, Photo, pad, Rule } from "../primitives";
import { page, styles } from "../theme";

export function ProcessPage({ content }: { content: CatalogueContent }) {
  const { process } = content;
  return (
    <CataloguePage content={content} bookmark={process.eyebrow}>
      <Photo name="technique-hand-tuft" width={page.width} height={230} />
      <View style={{ paddingHorizontal: page.margin, paddingTop: 40 }}>
        <Heading eyebrow={process.eyebrow} title={process.title} size={36} maxWidth={440} />
        <View style={{ marginTop: 26 }}>
          {process.steps.map((step, index) => (
            <View key={step.title}>
              <Rule />
              <View style={{ flexDirection: "row", gap: 20, paddingVertical: 15 }}>
                <Text style={[styles.numeral, { fontSize: 34, lineHeight: 1, width: 56 }]}>{pad(index + 1)}</Text>
                <Text style={[styles.subtitle, { fontSize: 19, width: 150 }]}>{step.title}</Text>
                <Text style={[styles.body, { flex: 1 }]}>{step.text}</Text>
              </View>
            </View>
          ))}
          <Rule />
        </View>
      </View>
    </CataloguePage>
  );
}
