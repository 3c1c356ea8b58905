import { Rect, Svg, Text, View } from "@react-pdf/renderer";
import type { CatalogueContent } from "../../model";
import { CataloguePage } from "../frame";
import { Accent, Eyebrow, Photo, pad, Rule } from "../primitives";
import { colors, contentWidth, page, styles } from "../theme";

/**
 * A dark veil fading from opacity `from` to `to`, so ivory type reads on any photograph. Drawn
 * as fine bands: PDF viewers render react-pdf's gradient opacity as one flat tint.
 */
function Veil(props: { top: number; height: number; from: number; to: number }) {
  const steps = 60;
  const band = props.height / steps;
  const bands = Array.from({ length: steps }, (_, step) => {
    const t = (step + 0.5) / steps;
    const eased = t * t * (3 - 2 * t);
    return { y: step * band, opacity: props.from + (props.to - props.from) * eased };
  });
  return (
    <Svg fixed width={page.width} height={props.height} style={{ position: "absolute", top: props.top, left: 0 }}>
      {bands.map(({ y, opacity }) => (
        <Rect key={y} x={0} y={y} width={page.width} height={band} fill={colors.ink} fillOpacity={opacity} />
      ))}
    </Svg>
  );
}

export function CoverPage({ content }: { content: CatalogueContent }) {
  const { cover } = content;
  return (
    <CataloguePage content={content} tone="ink" footer={false} bookmark={content.meta.title}>
      {/* Fixed, like the veils: unbreakable art reaching the sheet's foot would otherwise never settle on a page. */}
      <Photo
        fixed
        name={cover.image}
        width={page.width}
        height={page.height}
        style={{ position: "absolute", top: 0, left: 0 }}
      />
      <Veil top={0} height={240} from={0.5} to={0} />
      <Veil top={page.height - 440} height={440} from={0} to={0.85} />
      <View style={{ position: "absolute", top: 62, left: 0, right: 0, alignItems: "center", gap: 10 }}>
        {/* The negative margin takes back the spacing after the last letter, so the word centres. */}
        <Text style={[styles.wordmark, { fontSize: 30, letterSpacing: 9, marginRight: -9 }]}>{content.brand}</Text>
        <Text style={[styles.eyebrow, { color: colors.sand, letterSpacing: 2.6 }]}>{cover.tagline}</Text>
      </View>
      <View style={{ position: "absolute", left: page.margin, right: page.margin, bottom: 70, gap: 14 }}>
        <Eyebrow light>{cover.edition}</Eyebrow>
        <Text style={[styles.display, { fontSize: 78, lineHeight: 1, color: colors.ivory }]}>{cover.title}</Text>
        <Accent color={colors.brass} width={40} style={{ marginTop: 4 }} />
        <Text style={[styles.lead, { color: colors.sand, fontStyle: "italic", maxWidth: 330 }]}>{cover.subtitle}</Text>
      </View>
    </CataloguePage>
  );
}

export type ContentsEntry = { page: number; label: string; title: string };

export function ContentsPage({ content, entries }: { content: CatalogueContent; entries: ContentsEntry[] }) {
  const { intro } = content;
  return (
    <CataloguePage content={content}>
      <View style={{ paddingTop: 88, paddingHorizontal: page.margin }}>
        <Eyebrow>{intro.eyebrow}</Eyebrow>
        <Text style={[styles.display, { marginTop: 18, maxWidth: 440 }]}>{intro.title}</Text>
        <View style={{ flexDirection: "row", gap: 28, marginTop: 30 }}>
          {intro.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={[styles.body, { flex: 1 }]}>
              {paragraph}
            </Text>
          ))}
        </View>
      </View>
      <View style={{ position: "absolute", left: page.margin, bottom: 88, width: contentWidth }}>
        <View style={{ flexDirection: "row", alignItems: "center", gap: 12, marginBottom: 14 }}>
          <Eyebrow>{content.copy.contents}</Eyebrow>
          <Accent />
        </View>
        {entries.map((entry) => (
          <View key={entry.page}>
            <Rule />
            <View style={{ flexDirection: "row", alignItems: "center", paddingVertical: 8.5 }}>
              <Text style={[styles.numeral, { fontSize: 19, width: 52 }]}>{pad(entry.page)}</Text>
              <Text style={[styles.eyebrow, { color: colors.taupe, width: 138 }]}>{entry.label}</Text>
              <Text style={[styles.subtitle, { fontWeight: 400, fontSize: 15, flex: 1 }]}>{entry.title}</Text>
            </View>
          </View>
        ))}
        <Rule />
      </View>
    </CataloguePage>
  );
}
