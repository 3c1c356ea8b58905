import { createContext, type ReactNode, useContext } from "react";
import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import { artworkColours, type DesignArtwork, drawArtwork } from "~/rug/artwork/artwork";
import { isTopViews, type PageArtwork, type TopViewArtwork, topViewFor } from "~/rug/artwork/top-view";
import { rangeColourByCode } from "./colour-range";
import type { Configuration } from "./configuration";
import { areaSquareMetres, outline, type Polygon, svgPath } from "./geometry";
import { sizeKind } from "./options";

/**
 * The rug drawn as SVG from its configuration: the shape at its true proportions (1 unit = 1 cm,
 * length across), its pattern in the chosen colours (the first is the ground), the main
 * dimensions, the area and a scale bar. A design's rug is drawn with the design's artwork, the
 * drawing its pictures in the collection are made from, or (a design added in the studio) its
 * colourway's uploaded picture from above, repeated at its real size; a free configuration with
 * its motif. One component for the page (server and browser) and for
 * the e-mail's and specification sheet's picture (rendered to PNG on the server), so all three
 * show the same rug.
 */
export type PreviewText = {
  /** The picture's accessible name and description (its text alternative). */
  title: string;
  description: string;
  /** The language numbers are written in. */
  lang: Language;
};

const ink = "#1e1b18";
const muted = "#5f564c";
const paper = "#f6f1ea";

/** A colour a little darker (or lighter, for a dark one) than `hex`, for a motif in one colour. */
export function shade(hex: string, amount = 0.22): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [red, green, blue] = [value >> 16, (value >> 8) & 255, value & 255];
  const channels = [red, green, blue];
  const light = (red * 299 + green * 587 + blue * 114) / 1000 > 110;
  const next = channels.map((channel) =>
    Math.round(light ? channel * (1 - amount) : channel + (255 - channel) * amount),
  );
  return `#${next.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The rug's colours as the drawing paints them: the first is the ground, the rest the motif's
 * inks, in order; a rug in one colour has its motif in a shade of the ground.
 */
export function rugInks(configuration: Pick<Configuration, "colours">): { ground: string; inks: string[] } {
  const hexes = configuration.colours.map((code) => rangeColourByCode(code)?.hex ?? "#c8b89f");
  const ground = hexes[0] ?? "#c8b89f";
  return { ground, inks: hexes.length > 1 ? hexes.slice(1) : [shade(ground)] };
}

/** The round length the scale bar shows: about a quarter of the rug's longer side. */
export function scaleBarCm(longest: number): number {
  const steps = [20, 50, 100, 200, 500, 1000];
  return [...steps].reverse().find((step) => step <= longest / 3) ?? 20;
}

function formatLength(centimetres: number, lang: Language): string {
  return centimetres >= 100 && centimetres % 100 === 0
    ? `${centimetres / 100} m`
    : `${formatNumber(centimetres, lang)} cm`;
}

function centroid(polygons: readonly Polygon[]): [number, number] {
  const points = polygons.flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

/**
 * What a drawing of the rug may be handed: a drawn design's artwork, a studio design's pictures
 * from above by colourway (the configurator's page), or the one picture of this rug (the server's
 * pictures, which have it read already).
 */
export type RugArtwork = PageArtwork | TopViewArtwork;

/**
 * The artwork of the design the configurator was opened on, for the drawings inside it that are
 * not handed one (the room view's texture among them).
 */
export const DesignArtworkContext = createContext<RugArtwork | undefined>(undefined);

/**
 * The artwork to draw: the design's, while the configuration is that design's in its collection;
 * where its colourways have pictures from above, the one of the configuration's colourway (in the
 * visitor's own colours, the design's drawing if it has one, else none).
 */
function artworkOf(
  configuration: Configuration,
  artwork: RugArtwork | undefined,
): DesignArtwork | TopViewArtwork | undefined {
  if (!configuration.design || !artwork) return undefined;
  if ("kind" in artwork && artwork.kind === "picture") return artwork;
  if (artwork.collection !== configuration.motif) return undefined;
  return isTopViews(artwork) ? topViewFor(artwork, configuration.colours) : artwork;
}

/**
 * A picture from above over the rug's box, repeated at its real size (a tile `width` × `length`
 * cm, from the rug's corner): a rug of the picture's size shows it once, exactly. Upright like a
 * drawn artwork (its width across, its length down), turned a quarter here to the drawing's
 * length across: turned, not mirrored, since a photograph would show it.
 */
function TopView({ configuration, view, id }: { configuration: Configuration; view: TopViewArtwork; id: string }) {
  return (
    <g transform={`matrix(0 -1 1 0 0 ${configuration.width})`}>
      <defs>
        <pattern id={id} patternUnits="userSpaceOnUse" width={view.width} height={view.length}>
          <image href={view.src} width={view.width} height={view.length} preserveAspectRatio="none" />
        </pattern>
      </defs>
      <rect x={0} y={0} width={configuration.width} height={configuration.length} fill={`url(#${id})`} />
    </g>
  );
}

/**
 * The design's artwork over the rug's box. It is drawn upright (its width across, its length
 * down), as in the collection's pictures; turned here to the drawing's length across.
 */
function Artwork({ configuration, artwork }: { configuration: Configuration; artwork: DesignArtwork }): ReactNode {
  const pattern = drawArtwork({
    ...artwork,
    technique: configuration.technique,
    width: configuration.width,
    length: configuration.length,
    colours: artworkColours(configuration.colours),
  });
  // The artwork is plain markup drawn by our own code from numbers and the range's colours.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: no text of a visitor's reaches it
  return <g transform="matrix(0 1 1 0 0 0)" dangerouslySetInnerHTML={{ __html: pattern.color }} />;
}

/** The design's artwork, or the configuration's motif over its ground. */
function Pattern({
  configuration,
  artwork,
  ground,
  inks,
  polygons,
  id,
}: {
  configuration: Configuration;
  artwork: RugArtwork | undefined;
  ground: string;
  inks: string[];
  polygons: readonly Polygon[];
  /** The id of a picture's pattern: one a drawing, unique in the page. */
  id: string;
}): ReactNode {
  const drawn = artworkOf(configuration, artwork);
  if (drawn && "kind" in drawn) return <TopView configuration={configuration} view={drawn} id={id} />;
  if (drawn) return <Artwork configuration={configuration} artwork={drawn} />;
  return (
    <>
      <rect x={0} y={0} width={configuration.length} height={configuration.width} fill={ground} />
      <Motif configuration={configuration} inks={inks} polygons={polygons} />
    </>
  );
}

/** The motif, drawn over the ground inside the rug's outline. */
function Motif({
  configuration,
  inks,
  polygons,
}: {
  configuration: Configuration;
  inks: string[];
  polygons: readonly Polygon[];
}): ReactNode {
  const L = configuration.length;
  const W = configuration.width;
  const big = Math.max(L, W);
  const small = Math.min(L, W);
  const at = (index: number) => inks[index % inks.length];
  switch (configuration.motif) {
    case "large-pattern":
      return (
        <g>
          <circle cx={L * 0.18} cy={W * 0.86} r={big * 0.42} fill={at(0)} />
          <circle cx={L * 0.82} cy={W * 0.12} r={big * 0.3} fill={at(1)} />
          <circle cx={L * 0.82} cy={W * 0.12} r={big * 0.17} fill={at(2)} />
          <circle cx={L * 0.18} cy={W * 0.86} r={big * 0.24} fill="none" stroke={at(1)} strokeWidth={small * 0.03} />
          <path
            d={`M${L * 0.42} ${-W * 0.1}Q${L * 0.62} ${W * 0.5} ${L * 1.05} ${W * 0.62}`}
            fill="none"
            stroke={at(2)}
            strokeWidth={small * 0.05}
          />
        </g>
      );
    case "small-pattern": {
      const tile = Math.max(12, Math.min(40, small / 7));
      return (
        <g>
          <defs>
            <pattern id="rug-small-pattern" width={tile} height={tile} patternUnits="userSpaceOnUse">
              <path
                d={`M${tile / 2} ${tile * 0.12}L${tile * 0.88} ${tile / 2}L${tile / 2} ${tile * 0.88}L${tile * 0.12} ${tile / 2}Z`}
                fill={at(0)}
              />
              <circle cx={0} cy={0} r={tile * 0.1} fill={at(1)} />
              <circle cx={tile} cy={0} r={tile * 0.1} fill={at(1)} />
              <circle cx={0} cy={tile} r={tile * 0.1} fill={at(1)} />
              <circle cx={tile} cy={tile} r={tile * 0.1} fill={at(1)} />
              <circle cx={tile / 2} cy={tile / 2} r={tile * 0.08} fill={at(2)} />
            </pattern>
          </defs>
          <rect x={0} y={0} width={L} height={W} fill="url(#rug-small-pattern)" />
        </g>
      );
    }
    case "relief": {
      const [cx, cy] = centroid(polygons);
      const path = svgPath(polygons);
      return (
        <g fill="none">
          {[0.86, 0.7, 0.54, 0.38, 0.22].map((factor, index) => (
            <g key={factor} transform={`translate(${cx} ${cy}) scale(${factor}) translate(${-cx} ${-cy})`}>
              <path
                d={path}
                stroke="#ffffff"
                strokeOpacity={0.18}
                strokeWidth={(small * 0.012) / factor}
                transform={`translate(${(-small * 0.006) / factor} ${(-small * 0.006) / factor})`}
              />
              <path d={path} stroke={at(index)} strokeWidth={(small * 0.03) / factor} />
            </g>
          ))}
        </g>
      );
    }
    case "creative":
      return (
        <g fill="none" strokeLinecap="round">
          <path
            d={`M${L * 0.04} ${W * 0.72}C${L * 0.28} ${W * 0.05} ${L * 0.5} ${W * 1.15} ${L * 0.96} ${W * 0.28}`}
            stroke={at(0)}
            strokeWidth={small * 0.09}
          />
          <path
            d={`M${L * 0.1} ${W * 0.2}C${L * 0.35} ${W * 0.45} ${L * 0.55} ${W * 0.02} ${L * 0.8} ${W * 0.85}`}
            stroke={at(1)}
            strokeWidth={small * 0.045}
          />
          <path
            d={`M${L * 0.3} ${W * 0.95}C${L * 0.45} ${W * 0.6} ${L * 0.7} ${W * 0.7} ${L * 0.92} ${W * 0.55}`}
            stroke={at(2)}
            strokeWidth={small * 0.03}
          />
          <circle cx={L * 0.74} cy={W * 0.22} r={small * 0.07} fill={at(1)} stroke="none" />
          <circle cx={L * 0.2} cy={W * 0.48} r={small * 0.04} fill={at(2)} stroke="none" />
        </g>
      );
    case "unique": {
      const [cx, cy] = centroid(polygons);
      const radius = small * 0.3;
      return (
        <g>
          <rect
            x={small * 0.06}
            y={small * 0.06}
            width={Math.max(0, L - small * 0.12)}
            height={Math.max(0, W - small * 0.12)}
            fill="none"
            stroke={at(0)}
            strokeWidth={small * 0.025}
          />
          {[0, 45, 90, 135, 180, 225, 270, 315].map((angle, index) => (
            <ellipse
              key={angle}
              cx={cx}
              cy={cy - radius * 0.55}
              rx={radius * 0.2}
              ry={radius * 0.5}
              fill={at(index % 2)}
              transform={`rotate(${angle} ${cx} ${cy})`}
            />
          ))}
          <circle cx={cx} cy={cy} r={radius * 0.3} fill={at(2)} />
          <circle cx={cx} cy={cy} r={radius * 1.12} fill="none" stroke={at(1)} strokeWidth={small * 0.015} />
        </g>
      );
    }
  }
}

/** The rug, its dimension lines, area and scale bar, with its text alternative. */
export function RugPreview({
  configuration,
  text,
  className,
  artwork,
}: {
  configuration: Configuration;
  text: PreviewText;
  className?: string;
  /** The design's artwork, when the configuration is a design's (else the configurator's, if any). */
  artwork?: RugArtwork;
}) {
  const provided = useContext(DesignArtworkContext);
  const L = configuration.length;
  const W = configuration.width;
  const longest = Math.max(L, W);
  const polygons = outline(configuration.shape, L, W);
  const path = svgPath(polygons);
  const { ground, inks } = rugInks(configuration);

  // Everything around the rug is sized from its longer side, so it reads the same at any size.
  const font = longest * 0.05;
  const gap = longest * 0.05;
  const tick = font * 0.5;
  const bar = scaleBarCm(longest);
  const diameter = sizeKind(configuration.shape) === "diameter";
  const area = formatNumber(areaSquareMetres(configuration.shape, L, W), text.lang, 2);
  const lengthLabel = `${diameter ? "Ø " : ""}${formatNumber(L, text.lang)} cm`;
  const widthLabel = `${formatNumber(W, text.lang)} cm`;

  const left = -gap * 0.6;
  const top = -gap * 0.6;
  const right = L + gap + font * 2.2;
  const bottom = W + gap * 2 + font * 4.4;
  const stroke = longest * 0.0025;

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${left} ${top} ${right - left} ${bottom - top}`}
      role="img"
      aria-labelledby="rug-preview-title rug-preview-description"
      className={className}
      fontFamily="Inter, Helvetica, Arial, sans-serif"
    >
      <title id="rug-preview-title">{text.title}</title>
      <desc id="rug-preview-description">{text.description}</desc>
      <rect x={left} y={top} width={right - left} height={bottom - top} fill={paper} />
      <defs>
        <clipPath id="rug-outline">
          <path d={path} />
        </clipPath>
      </defs>
      {/* A soft shadow under the rug, so it sits on the floor. */}
      <path d={path} fill={ink} fillOpacity={0.12} transform={`translate(${longest * 0.006} ${longest * 0.008})`} />
      <g clipPath="url(#rug-outline)">
        <Pattern
          configuration={configuration}
          artwork={artwork ?? provided}
          ground={ground}
          inks={inks}
          polygons={polygons}
          id="rug-top-view"
        />
      </g>
      <path d={path} fill="none" stroke={ink} strokeOpacity={0.35} strokeWidth={stroke} />

      <g stroke={muted} strokeWidth={stroke} fill="none">
        {/* Length, below the rug. */}
        <path d={`M0 ${W + gap}H${L}M0 ${W + gap - tick}V${W + gap + tick}M${L} ${W + gap - tick}V${W + gap + tick}`} />
        {/* Width, right of the rug (a circle's diameter is said once). */}
        {diameter ? null : (
          <path
            d={`M${L + gap} 0V${W}M${L + gap - tick} 0H${L + gap + tick}M${L + gap - tick} ${W}H${L + gap + tick}`}
          />
        )}
      </g>
      <g fill={ink} fontSize={font}>
        <text x={L / 2} y={W + gap + font * 1.3} textAnchor="middle">
          {lengthLabel}
        </text>
        {diameter ? null : (
          <text
            x={L + gap + font * 0.9}
            y={W / 2}
            textAnchor="middle"
            transform={`rotate(90 ${L + gap + font * 0.9} ${W / 2})`}
          >
            {widthLabel}
          </text>
        )}
      </g>
      {/* Scale bar and area, under the dimensions. */}
      <g transform={`translate(0 ${W + gap * 2 + font * 1.9})`}>
        <rect x={0} y={0} width={bar / 2} height={font * 0.35} fill={ink} />
        <rect x={bar / 2} y={0} width={bar / 2} height={font * 0.35} fill="none" stroke={ink} strokeWidth={stroke} />
        <text x={bar + font * 0.4} y={font * 0.4} fontSize={font * 0.85} fill={ink}>
          {formatLength(bar, text.lang)}
        </text>
        <text x={0} y={font * 1.9} fontSize={font} fill={ink} fontWeight={600}>
          {`${area} m²`}
        </text>
      </g>
    </svg>
  );
}

/**
 * The rug alone, its outline and pattern in its colours on a transparent ground, `margin` cm of
 * border around it, `pxPerCm` pixels a centimetre: the room view's texture.
 */
export function RugDrawing({
  configuration,
  pxPerCm,
  margin,
  artwork,
}: {
  configuration: Configuration;
  pxPerCm: number;
  margin: number;
  artwork?: RugArtwork;
}) {
  const provided = useContext(DesignArtworkContext);
  const L = configuration.length;
  const W = configuration.width;
  const polygons = outline(configuration.shape, L, W);
  const { ground, inks } = rugInks(configuration);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${-margin} ${-margin} ${L + 2 * margin} ${W + 2 * margin}`}
      width={Math.round((L + 2 * margin) * pxPerCm)}
      height={Math.round((W + 2 * margin) * pxPerCm)}
      aria-hidden="true"
    >
      <defs>
        <clipPath id="rug-drawing-outline">
          <path d={svgPath(polygons)} />
        </clipPath>
      </defs>
      <g clipPath="url(#rug-drawing-outline)">
        <Pattern
          configuration={configuration}
          artwork={artwork ?? provided}
          ground={ground}
          inks={inks}
          polygons={polygons}
          id="rug-drawing-top-view"
        />
      </g>
    </svg>
  );
}

/** The ground colour of a configuration, as red, green and blue. */
export function groundRgb(configuration: Configuration): readonly [number, number, number] {
  const hex = rangeColourByCode(configuration.colours[0] ?? "")?.hex ?? "#c8b89f";
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 255, value & 255];
}
