import { Text, View } from "@react-pdf/renderer";
import type { CatalogueContent } from "../../model";
import { CataloguePage } from "../frame";
import { Accent, Eyebrow, Photo, pad, Rule } from "../primitives";
import { colors, contentWidth, page, styles } from "../theme";

type Collection = CatalogueContent["collections"]["items"][number];

export function CollectionsOpener({ content }: { content: CatalogueContent }) {
  const { collections } = content;
  const gap = 10;
  const slice = (contentWidth - gap * (collections.items.length - 1)) / collections.items.length;
  return (
    <CataloguePage content={content} tone="sand" bookmark={collections.eyebrow}>
      <View style={{ paddingHorizontal: page.margin, paddingTop: 88 }}>
        <Eyebrow>{collections.eyebrow}</Eyebrow>
        <Text style={[styles.display, { fontSize: 52, marginTop: 18, maxWidth: 420 }]}>{collections.title}</Text>
        <Accent style={{ marginTop: 24 }} />
        <Text style={[styles.lead, { marginTop: 18, maxWidth: 360 }]}>{collections.description}</Text>
      </View>
      <View
        style={{ position: "absolute", left: page.margin, bottom: 92, width: contentWidth, flexDirection: "row", gap }}
      >
        {collections.items.map((item, index) => (
          <View key={item.name} style={{ width: slice, gap: 9 }}>
            <Photo name={item.image} width={slice} height={290} />
            <Text style={[styles.numeral, { fontSize: 13, marginTop: 4 }]}>{pad(index + 1)}</Text>
            <Text style={[styles.subtitle, { fontSize: 12.5, fontWeight: 500 }]}>{item.name}</Text>
          </View>
        ))}
      </View>
    </CataloguePage>
  );
}

function Features({ features }: { features: string[] }) {
  return (
    <View>
      {features.map((feature) => (
        <View key={feature}>
          <Rule />
          <Text style={[styles.eyebrow, { color: colors.charcoal, fontWeight: 400, paddingVertical: 7 }]}>
            {feature}
          </Text>
        </View>
      ))}
      <Rule />
    </View>
  );
}

function CollectionText(props: { content: CatalogueContent; item: Collection; index: number }) {
  const { content, item, index } = props;
  const total = content.collections.items.length;
  return (
    <View style={{ flexDirection: "row", gap: 30 }}>
      <View style={{ width: 120, gap: 10 }}>
        <Text style={[styles.numeral, { fontSize: 58, lineHeight: 0.9 }]}>{pad(index + 1)}</Text>
        <Eyebrow
          style={{ color: colors.taupe }}
        >{`${content.collections.eyebrow} · ${pad(index + 1)}/${pad(total)}`}</Eyebrow>
      </View>
      <View style={{ flex: 1, gap: 16 }}>
        <Text style={[styles.title, { fontSize: 40, fontWeight: 300 }]}>{item.name}</Text>
        <Text style={[styles.lead, { fontSize: 15.5 }]}>{item.description}</Text>
        <View style={{ marginTop: 6 }}>
          <Features features={item.features} />
        </View>
      </View>
    </View>
  );
}

/** One collection: a large photograph and its description, alternating image above or below. */
export function CollectionPage(props: { content: CatalogueContent; item: Collection; index: number }) {
  const { content, item, index } = props;
  const imageFirst = index % 2 === 0;
  return (
    <CataloguePage content={content} bookmark={item.name}>
      {imageFirst ? (
        <>
          <Photo name={item.image} width={page.width} height={486} />
          <View style={{ paddingHorizontal: page.margin, paddingTop: 40 }}>
            <CollectionText content={content} item={item} index={index} />
          </View>
        </>
      ) : (
        <>
          <View style={{ paddingHorizontal: page.margin, paddingTop: 72, height: 330 }}>
            <CollectionText content={content} item={item} index={index} />
          </View>
          <View style={{ position: "absolute", left: page.margin, right: page.margin, bottom: 78 }}>
            <Photo name={item.image} width={contentWidth} height={430} />
          </View>
        </>
      )}
    </CataloguePage>
  );
}
