import { Page } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { CatalogueContent } from "../model";
import { Footer } from "./primitives";
import { colors, styles } from "./theme";

export type Tone = "paper" | "sand" | "ink";
const backgrounds: Record<Tone, string> = { paper: colors.paper, sand: colors.ivory, ink: colors.ink };

/** One A4 page of the catalogue, with its running footer unless it is the cover or the back. */
export function CataloguePage(props: {
  content: CatalogueContent;
  children: ReactNode;
  tone?: Tone;
  footer?: boolean;
  bookmark?: string;
}) {
  const tone = props.tone ?? "paper";
  return (
    <Page size="A4" style={[styles.page, { backgroundColor: backgrounds[tone] }]} bookmark={props.bookmark}>
      {props.children}
      {props.footer === false ? null : (
        <Footer brand={props.content.brand} running={props.content.running} dark={tone === "ink"} />
      )}
    </Page>
  );
}
