import { Link, Text, View } from "@react-pdf/renderer";
import type { CatalogueContent } from "../../model";
import { CataloguePage } from "../frame";
import { Accent, Eyebrow } from "../primitives";
import { QrCode } from "../qr";
import { colors, contentWidth, page, styles } from "../theme";

function Detail(props: { label: string; children: React.ReactNode }) {
  return (
    <View style={{ gap: 5 }}>
      <Eyebrow light>{props.label}</Eyebrow>
      {props.children}
    </View>
  );
}

const value = [styles.body, { color: colors.ivory, fontWeight: 300 as const, fontSize: 9.5, lineHeight: 1.55 }];

export function ClosingPage({ content }: { content: CatalogueContent }) {
  const { closing } = content;
  return (
    <CataloguePage content={content} tone="ink" footer={false} bookmark={closing.eyebrow}>
      <View style={{ paddingHorizontal: page.margin, paddingTop: 80 }}>
        <Text style={[styles.wordmark, { fontSize: 26, letterSpacing: 8 }]}>{content.brand}</Text>
        <Text style={[styles.eyebrow, { color: colors.stone, marginTop: 8 }]}>{content.cover.tagline}</Text>
      </View>
      <View style={{ paddingHorizontal: page.margin, marginTop: 150, gap: 16 }}>
        <Eyebrow light>{closing.eyebrow}</Eyebrow>
        <Text style={[styles.display, { color: colors.ivory, fontSize: 42, maxWidth: 430 }]}>{closing.title}</Text>
        <Accent color={colors.brass} width={40} />
        <Text style={[styles.lead, { color: colors.sand, maxWidth: 400 }]}>{closing.lead}</Text>
      </View>
      <View
        style={{
          position: "absolute",
          left: page.margin,
          bottom: 96,
          width: contentWidth,
          flexDirection: "row",
          alignItems: "flex-end",
          justifyContent: "space-between",
        }}
      >
        <View style={{ gap: 16 }}>
          <Detail label={closing.labels.address}>
            {closing.address.map((line) => (
              <Text key={line} style={value}>
                {line}
              </Text>
            ))}
          </Detail>
          <View style={{ flexDirection: "row", gap: 36 }}>
            <Detail label={closing.labels.phone}>
              <Text style={value}>{closing.phone}</Text>
            </Detail>
            <Detail label={closing.labels.email}>
              <Link src={`mailto:${closing.email}`} style={[...value, { textDecoration: "none" }]}>
                {closing.email}
              </Link>
            </Detail>
          </View>
          <Detail label={closing.labels.website}>
            <Link src={closing.url} style={[...value, { textDecoration: "none" }]}>
              {closing.urlLabel}
            </Link>
          </Detail>
        </View>
        <View style={{ width: 122, gap: 10, alignItems: "center" }}>
          <Link src={closing.url}>
            <QrCode value={closing.url} size={112} color={colors.ink} background={colors.ivory} />
          </Link>
          <Text style={[styles.small, { color: colors.stone, textAlign: "center", fontSize: 7 }]}>
            {closing.scanToVisit}
          </Text>
        </View>
      </View>
      <Text
        style={[
          styles.small,
          {
            position: "absolute",
            left: page.margin,
            bottom: 40,
            color: colors.taupe,
            fontSize: 6.5,
            letterSpacing: 0.3,
          },
        ]}
      >
        {closing.legal}
      </Text>
    </CataloguePage>
  );
}
