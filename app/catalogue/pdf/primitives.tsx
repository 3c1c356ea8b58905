import { Image, Text, View } from "@react-pdf/renderer";
import type { ComponentProps, ReactNode } from "react";
import type { ImageName } from "~/content/images";
import { pdfImage } from "./images.server";
import { colors, page, styles } from "./theme";

/** react-pdf's style object (one, or a list to merge). */
export type Style = Exclude<NonNullable<ComponentProps<typeof View>["style"]>, unknown[]>;
export type StyleProp = Style | Style[];
const merge = (...parts: (StyleProp | undefined)[]): Style[] =>
  parts.flatMap((part) => (part === undefined ? [] : Array.isArray(part) ? part : [part]));

/** Small tracked capitals in bronze, above a title. */
export function Eyebrow(props: { children: ReactNode; style?: StyleProp; light?: boolean }) {
  return (
    <Text style={merge(styles.eyebrow, props.light ? { color: colors.brass } : undefined, props.style)}>
      {props.children}
    </Text>
  );
}

/** A short bronze rule, the catalogue's recurring accent. */
export function Accent(props: { width?: number; style?: StyleProp; color?: string }) {
  return (
    <View
      style={merge(
        { width: props.width ?? 28, height: 0.8, backgroundColor: props.color ?? colors.bronze },
        props.style,
      )}
    />
  );
}

export function Rule(props: { style?: StyleProp; color?: string }) {
  return <View style={merge(styles.rule, props.color ? { backgroundColor: props.color } : undefined, props.style)} />;
}

export function Paragraphs(props: { paragraphs: string[]; style?: StyleProp; gap?: number }) {
  return (
    <View style={{ gap: props.gap ?? 7 }}>
      {props.paragraphs.map((paragraph) => (
        <Text key={paragraph} style={merge(styles.body, props.style)}>
          {paragraph}
        </Text>
      ))}
    </View>
  );
}

/** A site photograph cropped to exactly the box it fills. */
export function Photo(props: { name: ImageName; width: number; height: number; style?: StyleProp; fixed?: boolean }) {
  const { name, width, height } = props;
  return (
    <Image
      src={() => pdfImage(name, { width, height })}
      style={merge({ width, height }, props.style)}
      fixed={props.fixed}
    />
  );
}

/** Two-digit numbering: 01, 02 ... */
export const pad = (value: number) => String(value).padStart(2, "0");

/** The discreet running footer: brand and edition on the left, the page number on the right. */
export function Footer(props: { running: string; brand: string; dark?: boolean }) {
  const color = props.dark ? colors.stone : colors.taupe;
  return (
    <View
      fixed
      style={{
        position: "absolute",
        left: page.margin,
        right: page.margin,
        bottom: 30,
        flexDirection: "row",
        justifyContent: "space-between",
        alignItems: "center",
      }}
    >
      <Text style={[styles.footer, { color }]}>
        <Text style={{ fontWeight: 600 }}>{props.brand}</Text>
        {`   ·   ${props.running}`}
      </Text>
      <Text style={[styles.footer, { color, letterSpacing: 1.2 }]} render={({ pageNumber }) => pad(pageNumber)} />
    </View>
  );
}

/** Eyebrow above a display title: how every chapter opens. */
export function Heading(props: {
  eyebrow: string;
  title: string;
  size?: number;
  light?: boolean;
  style?: StyleProp;
  maxWidth?: number;
}) {
  return (
    <View style={merge({ gap: 12 }, props.style)}>
      <Eyebrow light={props.light}>{props.eyebrow}</Eyebrow>
      <Text
        style={merge(
          styles.title,
          props.size ? { fontSize: props.size } : undefined,
          props.light ? { color: colors.ivory } : undefined,
          props.maxWidth ? { maxWidth: props.maxWidth } : undefined,
        )}
      >
        {props.title}
      </Text>
    </View>
  );
}
