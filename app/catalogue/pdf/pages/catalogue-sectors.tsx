import { Link, Text, View } from "@react-pdf/renderer";
import type { CatalogueContent } from "../../model";
import { CataloguePage } from "../frame";
import { Eyebrow, Heading, Photo, Rule } from "../primitives";
import { contentWidth, page, styles } from "../theme";

type Sector = CatalogueContent["sectors"]["items"][number];

function SectorRow({ sector }: { sector: Sector }) {
  const imageWidth = 188;
  return (
    <View style={{ flexDirection: "row", gap: 26, paddingVertical: 18 }}>
      <Photo name={sector.image} width={imageWidth} height={imageWidth * 0.72} />
      <View style={{ width: contentWidth - imageWidth - 26, gap: 7 }}>
        <Eyebrow>{sector.name}</Eyebrow>
        {/* The title links to the sector's page; its address (Spanish slugs) stays off the page. */}
        <Link src={sector.url} style={{ textDecoration: "none" }}>
          <Text style={[styles.subtitle, { fontSize: 18.5, fontWeight: 400 }]}>{sector.title}</Text>
        </Link>
        <Text style={[styles.body, { fontSize: 8.5, lineHeight: 1.58 }]}>{sector.lead}</Text>
      </View>
    </View>
  );
}

/** The sectors in two pages of three: the first opens with the contract section's heading. */
export function SectorsPage(props: { content: CatalogueContent; part: 0 | 1 }) {
  const { content, part } = props;
  const { sectors } = content;
  const half = Math.ceil(sectors.items.length / 2);
  const items = part === 0 ? sectors.items.slice(0, half) : sectors.items.slice(half);
  return (
    <CataloguePage content={content} bookmark={part === 0 ? sectors.label : undefined}>
      <View style={{ paddingHorizontal: page.margin, paddingTop: part === 0 ? 72 : 80 }}>
        {part === 0 ? (
          <View style={{ marginBottom: 14 }}>
            <Heading eyebrow={sectors.label} title={sectors.title} size={32} maxWidth={440} />
            <Text style={[styles.body, { marginTop: 12, maxWidth: 420 }]}>{sectors.intro}</Text>
          </View>
        ) : (
          <Eyebrow style={{ marginBottom: 10 }}>{sectors.label}</Eyebrow>
        )}
        {items.map((sector) => (
          <View key={sector.id}>
            <Rule />
            <SectorRow sector={sector} />
          </View>
        ))}
        <Rule />
      </View>
    </CataloguePage>
  );
}
