import { outline, svgPath } from "~/rug/geometry";
import { type Shape, sizeKind } from "~/rug/options";

/** Each shape's small outline, drawn once. */
const shapeIcons = new Map<Shape, string>();

function shapeIconPath(shape: Shape): string {
  let path = shapeIcons.get(shape);
  if (path === undefined) {
    const [length, width] = sizeKind(shape) === "width-length" ? [48, 32] : [36, 36];
    path = svgPath(outline(shape, length, width), (48 - length) / 2, (36 - width) / 2);
    shapeIcons.set(shape, path);
  }
  return path;
}

/** A shape's outline, small, for its choice card. */
export function ShapeIcon({ shape }: { shape: Shape }) {
  return (
    <svg viewBox="-2 -2 52 40" aria-hidden="true" className="h-7 w-9 shrink-0">
      <path d={shapeIconPath(shape)} fill="currentColor" fillOpacity={0.18} stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}
