/**
 * The configurator's five motifs as a free configuration's rug shows them: a few shapes in the
 * motif's language, drawn in the rug's inks at its size (a design's rug shows its own artwork).
 */
import type { ReactNode } from "react";
import type { Configuration } from "./configuration";
import { type Polygon, svgPath } from "./geometry";

function centroid(polygons: readonly Polygon[]): [number, number] {
  const points = polygons.flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

/** A free configuration's motif, drawn over the ground inside the rug's outline, in its inks. */
export function MotifDrawing({
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
