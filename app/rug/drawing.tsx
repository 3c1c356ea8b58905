import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/i18n/numbers";
import type { Configuration } from "./configuration";
import { areaSquareMetres, outline, svgPath } from "./geometry";
import { sizeKind } from "./options";
import { type RugArtwork, RugFill } from "./rug-fill";

/**
 * The rug drawn as SVG from its configuration: the shape at its true proportions (1 unit = 1 cm,
 * length across), its pattern in the chosen colours (the first is the ground), the main
 * dimensions, the area and a scale bar. A design's rug is drawn with the design's artwork, the
 * drawing its pictures in the collection are made from, or (a design added in the studio) its
 * colourway's uploaded picture from above, repeated at its real size; a free configuration with
 * its motif (rug-fill.tsx). One component for the page (server and browser) and for
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
  const L = configuration.length;
  const W = configuration.width;
  const longest = Math.max(L, W);
  const polygons = outline(configuration.shape, L, W);
  const path = svgPath(polygons);

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
      <RugFill
        configuration={configuration}
        polygons={polygons}
        artwork={artwork}
        clipId="rug-outline"
        patternId="rug-top-view"
        under={
          // A soft shadow under the rug, so it sits on the floor.
          <path d={path} fill={ink} fillOpacity={0.12} transform={`translate(${longest * 0.006} ${longest * 0.008})`} />
        }
      />
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
  const L = configuration.length;
  const W = configuration.width;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${-margin} ${-margin} ${L + 2 * margin} ${W + 2 * margin}`}
      width={Math.round((L + 2 * margin) * pxPerCm)}
      height={Math.round((W + 2 * margin) * pxPerCm)}
      aria-hidden="true"
    >
      <RugFill
        configuration={configuration}
        polygons={outline(configuration.shape, L, W)}
        artwork={artwork}
        clipId="rug-drawing-outline"
        patternId="rug-drawing-top-view"
      />
    </svg>
  );
}
