/**
 * What fills a drawing of the rug: a design's artwork (the drawing its pictures in the collection
 * are made from), its colourway's uploaded picture from above repeated at its real size (a design
 * added in the studio), or a free configuration's motif over its ground; clipped to its outline.
 */
import { createContext, type ReactNode, useContext } from "react";
import { artworkColours, type DesignArtwork, drawArtwork } from "~/rug/artwork/artwork";
import { isTopViews, type PageArtwork, type TopViewArtwork, topViewFor } from "~/rug/artwork/top-view-artwork";
import type { Configuration } from "./configuration";
import { rugInks } from "./drawn-colours";
import { type Polygon, svgPath } from "./geometry";
import { MotifDrawing } from "./motif-drawing";

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
      <MotifDrawing configuration={configuration} inks={inks} polygons={polygons} />
    </>
  );
}

/**
 * The rug's pattern inside its outline: the design's artwork or picture from above, else the
 * motif over the ground, clipped to the shape. The artwork is the one handed, else the
 * configurator's (`DesignArtworkContext`); `under` is drawn before the rug (its shadow).
 */
export function RugFill({
  configuration,
  polygons,
  artwork,
  clipId,
  patternId,
  under,
}: {
  configuration: Configuration;
  polygons: readonly Polygon[];
  artwork: RugArtwork | undefined;
  /** The ids of its outline and of a picture's pattern: one a kind of drawing, unique in the page. */
  clipId: string;
  patternId: string;
  under?: ReactNode;
}): ReactNode {
  const provided = useContext(DesignArtworkContext);
  const { ground, inks } = rugInks(configuration);
  return (
    <>
      <defs>
        <clipPath id={clipId}>
          <path d={svgPath(polygons)} />
        </clipPath>
      </defs>
      {under}
      <g clipPath={`url(#${clipId})`}>
        <Pattern
          configuration={configuration}
          artwork={artwork ?? provided}
          ground={ground}
          inks={inks}
          polygons={polygons}
          id={patternId}
        />
      </g>
    </>
  );
}
