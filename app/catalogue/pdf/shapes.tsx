import { Circle, Ellipse, Path, Polygon, Rect, Svg } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { ShapeKey } from "../model";

type Paint = { fill: string; stroke: string; strokeWidth: number };

/** Each of the twelve rug shapes as a small plan drawing (48 x 48 units). */
const drawings: Record<ShapeKey, (paint: Paint) => ReactElement> = {
  square: (p) => <Rect x={10} y={10} width={28} height={28} {...p} />,
  rectangle: (p) => <Rect x={4} y={14} width={40} height={20} {...p} />,
  irregular: (p) => <Path d="M12 14C18 6 30 8 36 12C44 17 42 28 38 34C33 41 20 42 13 37C6 32 7 20 12 14Z" {...p} />,
  circle: (p) => <Circle cx={24} cy={24} r={15} {...p} />,
  oval: (p) => <Ellipse cx={24} cy={24} rx={20} ry={12} {...p} />,
  hexagon: (p) => <Polygon points="40,24 32,37.86 16,37.86 8,24 16,10.14 32,10.14" {...p} />,
  fragmented: (p) => (
    <>
      <Polygon points="4,14 20,14 16,34 4,34" {...p} />
      <Polygon points="23,14 31,14 27,34 19,34" {...p} />
      <Polygon points="34,14 44,14 44,34 30,34" {...p} />
    </>
  ),
  wave: (p) => <Path d="M4 17C11 11 17 23 24 17C31 11 37 23 44 17V31C37 37 31 25 24 31C17 37 11 25 4 31Z" {...p} />,
  stepped: (p) => <Path d="M15 8H33V15H40V33H33V40H15V33H8V15H15Z" {...p} />,
  triangle: (p) => <Polygon points="24,8 42,39 6,39" {...p} />,
  composite: (p) => <Path d="M5 14H22.4A12 12 0 1 1 22.4 34H5Z" {...p} />,
  pieces: (p) => (
    <>
      <Circle cx={13} cy={15} r={7} {...p} />
      <Rect x={26} y={8} width={15} height={15} {...p} />
      <Rect x={7} y={28} width={34} height={11} {...p} />
    </>
  ),
};

export function ShapeDrawing(props: { shape: ShapeKey; size: number; fill: string; stroke: string }) {
  return (
    <Svg width={props.size} height={props.size} viewBox="0 0 48 48">
      {drawings[props.shape]({ fill: props.fill, stroke: props.stroke, strokeWidth: 0.9 })}
    </Svg>
  );
}
