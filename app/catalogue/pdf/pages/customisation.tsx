import { Text, View } from "@react-pdf/renderer";
import { type CatalogueContent, optionKeys, splitFact } from "../../model";
import { CataloguePage } from "../frame";
import { Accent, Eyebrow, Heading, Paragraphs, Photo, pad, Rule } from "../primitives";
import { ShapeDrawing } from "../shapes";
import { colors, contentWidth, page, styles } from "../theme";

type Option = CatalogueContent["customisation"]["options"][keyof CatalogueContent["customisation"]["options"]];

/** An option's facts: "label: value" as a row with the value set large, others as a plain line. */
export function FactList(props: { facts: string[]; dark?: boolean }) {
  const line = props.dark ? colors.charcoal : colors.line;
  return (
    <View>
      {props.facts.map((fact) => {
        const { label, value } = splitFact(fact);
        return (
          <View key={fact}>
            <Rule color={line} />
            <View
              style={{
                flexDirection: "row",
                justifyContent: "space-between",
                alignItems: "center",
                paddingVertical: 5.5,
                gap: 12,
              }}
            >
              <Text style={[styles.small, { color: props.dark ? colors.stone : colors.charcoal, flex: 1 }]}>
                {label}
              </Text>
              {value ? (
                <Text
                  style={[
                    styles.numeral,
                    { fontSize: 14, fontWeight: 400, color: props.dark ? colors.brass : colors.bronze },
                  ]}
                >
                  {value}
                </Text>
              ) : null}
            </View>
          </View>
        );
      })}
      <Rule color={line} />
    </View>
  );
}

function OptionTitle(props: { option: Option; size?: number }) {
  return (
    <View style={{ flexDirection: "row", alignItems: "flex-end", gap: 10 }}>
      <Text style={[styles.numeral, { fontSize: (props.size ?? 20) * 1.1, lineHeight: 1 }]}>
        {pad(props.option.number)}
      </Text>
      <Text style={[styles.subtitle, { fontSize: props.size ?? 20, lineHeight: 1.05, flex: 1 }]}>
        {props.option.title}
      </Text>
    </View>
  );
}

function OptionBlock(props: { option: Option; width?: number }) {
  return (
    <View style={{ width: props.width, gap: 10 }}>
      <OptionTitle option={props.option} />
      <Text style={styles.body}>{props.option.text}</Text>
      <FactList facts={props.option.facts} />
    </View>
  );
}

export function CustomisationOpener({ content }: { content: CatalogueContent }) {
  const { customisation } = content;
  const options = optionKeys.map((key) => customisation.options[key]);
  const half = Math.ceil(options.length / 2);
  return (
    <CataloguePage content={content} bookmark={customisation.eyebrow}>
      <Photo name={customisation.image} width={page.width} height={292} />
      <View style={{ paddingHorizontal: page.margin, paddingTop: 40 }}>
        <Eyebrow>{customisation.eyebrow}</Eyebrow>
        <Text style={[styles.display, { fontSize: 38, marginTop: 14, maxWidth: 440 }]}>{customisation.title}</Text>
        <Text style={[styles.lead, { marginTop: 14, maxWidth: 430 }]}>{customisation.lead}</Text>
      </View>
      <View style={{ position: "absolute", left: page.margin, bottom: 84, width: contentWidth }}>
        <View style={{ flexDirection: "row", alignItems: "center", gap: 12, marginBottom: 12 }}>
          <Eyebrow>{customisation.optionsTitle}</Eyebrow>
          <Accent />
        </View>
        <View style={{ flexDirection: "row", gap: 28 }}>
          {[options.slice(0, half), options.slice(half)].map((column) => (
            <View key={column[0]?.title} style={{ flex: 1 }}>
              {column.map((option) => (
                <View key={option.title}>
                  <Rule />
                  <View style={{ flexDirection: "row", alignItems: "center", paddingVertical: 6 }}>
                    <Text style={[styles.numeral, { fontSize: 13, width: 30 }]}>{pad(option.number)}</Text>
                    <Text style={[styles.subtitle, { fontSize: 13.5, fontWeight: 500, flex: 1 }]}>{option.title}</Text>
                  </View>
                </View>
              ))}
              <Rule />
            </View>
          ))}
        </View>
      </View>
    </CataloguePage>
  );
}

export function ShapePage({ content }: { content: CatalogueContent }) {
  const { customisation } = content;
  const shape = customisation.options.shape;
  const columns = 4;
  // The grid's own left border takes 0.6 pt: the cells share what is left.
  const cell = (contentWidth - 0.6) / columns;
  return (
    <CataloguePage content={content}>
      <View style={{ paddingHorizontal: page.margin, paddingTop: 88 }}>
        <Eyebrow>{customisation.optionsEyebrow}</Eyebrow>
        <View style={{ marginTop: 18 }}>
          <OptionTitle option={shape} size={38} />
        </View>
        <Text style={[styles.lead, { marginTop: 20, maxWidth: 420 }]}>{shape.text}</Text>
      </View>
      <View
        style={{
          position: "absolute",
          left: page.margin,
          bottom: 96,
          width: contentWidth,
          flexDirection: "row",
          flexWrap: "wrap",
          borderTop: `0.6 solid ${colors.line}`,
          borderLeft: `0.6 solid ${colors.line}`,
        }}
      >
        {customisation.shapes.map((item) => (
          <View
            key={item.key}
            style={{
              width: cell,
              height: cell * 1.12,
              alignItems: "center",
              justifyContent: "center",
              gap: 16,
              borderRight: `0.6 solid ${colors.line}`,
              borderBottom: `0.6 solid ${colors.line}`,
            }}
          >
            <ShapeDrawing shape={item.key} size={62} fill={colors.sand} stroke={colors.bronze} />
            <Text
              style={[
                styles.eyebrow,
                { color: colors.charcoal, fontWeight: 400, letterSpacing: 1.2, textAlign: "center" },
              ]}
            >
              {item.name}
            </Text>
          </View>
        ))}
      </View>
    </CataloguePage>
  );
}

export function ColourPage({ content }: { content: CatalogueContent }) {
  const { customisation } = content;
  const { colours } = customisation.options;
  const { kits } = customisation;
  const gap = 20;
  const column = (contentWidth - gap * (kits.items.length - 1)) / kits.items.length;
  return (
    <CataloguePage content={content}>
      <Photo name="hero-muestrarios" width={page.width} height={210} />
      <View style={{ paddingHorizontal: page.margin, paddingTop: 34 }}>
        <Eyebrow>{customisation.optionsEyebrow}</Eyebrow>
        <View style={{ flexDirection: "row", gap: 30, marginTop: 16 }}>
          <View style={{ flex: 1, gap: 14 }}>
            <OptionTitle option={colours} size={34} />
            <Text style={styles.body}>{colours.text}</Text>
          </View>
          <View style={{ width: 200, paddingTop: 6 }}>
            <FactList facts={colours.facts} />
          </View>
        </View>
        <View style={{ marginTop: 34, gap: 10 }}>
          <Eyebrow>{kits.eyebrow}</Eyebrow>
          <Text style={[styles.subtitle, { fontSize: 22, fontWeight: 400 }]}>{kits.title}</Text>
          <Text style={[styles.body, { maxWidth: 420 }]}>{kits.intro}</Text>
        </View>
        <View style={{ flexDirection: "row", gap, marginTop: 20 }}>
          {kits.items.map((kit) => (
            <View key={kit.title} style={{ width: column, gap: 8 }}>
              <Photo name={kit.image} width={column} height={column * 0.86} />
              <Text style={[styles.subtitle, { fontSize: 14, marginTop: 4 }]}>{kit.title}</Text>
              <Text style={[styles.small, { lineHeight: 1.55 }]}>{kit.text}</Text>
            </View>
          ))}
        </View>
      </View>
    </CataloguePage>
  );
}

/** Dimensions and computer cutting, under the large-format headline. */
export function SizePage({ content }: { content: CatalogueContent }) {
  const { customisation } = content;
  const { dimensions, cutting } = customisation.options;
  const [headline, ...joins] = dimensions.facts;
  const figure = splitFact(headline ?? "");
  return (
    <CataloguePage content={content}>
      <Photo name="hero-proyectos" width={page.width} height={176} />
      <View style={{ paddingHorizontal: page.margin, paddingTop: 34 }}>
        <Heading eyebrow={customisation.optionsEyebrow} title={customisation.largeFormat.title} size={34} />
        <Text style={[styles.lead, { marginTop: 14, maxWidth: 430 }]}>{dimensions.text}</Text>
      </View>
      <View style={{ backgroundColor: colors.ink, marginTop: 28, paddingHorizontal: page.margin, paddingVertical: 30 }}>
        <View style={{ flexDirection: "row", gap: 30 }}>
          <View style={{ width: 210, gap: 14 }}>
            <View style={{ flexDirection: "row", alignItems: "flex-end", gap: 10 }}>
              <Text style={[styles.numeral, { fontSize: 22, color: colors.brass, lineHeight: 1 }]}>
                {pad(dimensions.number)}
              </Text>
              <Text style={[styles.subtitle, { color: colors.ivory, fontSize: 20, lineHeight: 1.05 }]}>
                {dimensions.title}
              </Text>
            </View>
            <Text style={[styles.numeral, { fontSize: 50, color: colors.ivory, lineHeight: 1, marginTop: 8 }]}>
              {figure.value || figure.label}
            </Text>
            {figure.value ? <Text style={[styles.figureLabel, { color: colors.brass }]}>{figure.label}</Text> : null}
          </View>
          <View style={{ flex: 1, gap: 14 }}>
            <Paragraphs paragraphs={customisation.largeFormat.paragraphs} style={{ color: colors.sand }} />
            <FactList facts={joins} dark />
          </View>
        </View>
      </View>
      <View style={{ paddingHorizontal: page.margin, paddingTop: 30, flexDirection: "row", gap: 30 }}>
        <View style={{ width: 210, gap: 12 }}>
          <OptionTitle option={cutting} />
          <Text style={styles.body}>{cutting.text}</Text>
        </View>
        <View style={{ flex: 1, flexDirection: "row", gap: 20 }}>
          {cutting.facts.map((fact) => {
            const { label, value } = splitFact(fact);
            return (
              <View key={fact} style={{ flex: 1, gap: 8, borderTop: `0.6 solid ${colors.line}`, paddingTop: 14 }}>
                <Text style={[styles.numeral, { fontSize: value ? 34 : 22, lineHeight: 1.05 }]}>{value || label}</Text>
                {value ? <Text style={styles.figureLabel}>{label}</Text> : null}
              </View>
            );
          })}
        </View>
      </View>
    </CataloguePage>
  );
}

export function TexturePage({ content }: { content: CatalogueContent }) {
  const { customisation } = content;
  const { pileType, heights, carving } = customisation.options;
  const imageWidth = 196;
  return (
    <CataloguePage content={content}>
      <View style={{ paddingHorizontal: page.margin, paddingTop: 80 }}>
        <Heading eyebrow={customisation.optionsEyebrow} title={content.copy.optionGroups.texture} size={38} />
        <View style={{ flexDirection: "row", gap: 30, marginTop: 32 }}>
          <Photo name="tile-personalizacion" width={imageWidth} height={560} />
          <View style={{ flex: 1, gap: 28 }}>
            {[pileType, heights, carving].map((option) => (
              <OptionBlock key={option.title} option={option} />
            ))}
          </View>
        </View>
      </View>
    </CataloguePage>
  );
}

export function DesignMaterialsPage({ content }: { content: CatalogueContent }) {
  const { customisation } = content;
  const { design, density, materials, backing } = customisation.options;
  const gap = 30;
  const column = (contentWidth - gap) / 2;
  return (
    <CataloguePage content={content}>
      <Photo name="hero-craft" width={page.width} height={170} />
      <View style={{ paddingHorizontal: page.margin, paddingTop: 34 }}>
        <Heading
          eyebrow={customisation.optionsEyebrow}
          title={content.copy.optionGroups.designAndMaterials}
          size={34}
        />
        <View style={{ flexDirection: "row", flexWrap: "wrap", columnGap: gap, rowGap: 26, marginTop: 26 }}>
          {[design, density, materials, backing].map((option) => (
            <OptionBlock key={option.title} option={option} width={column} />
          ))}
        </View>
      </View>
    </CataloguePage>
  );
}
