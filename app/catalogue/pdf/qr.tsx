import { Path, Rect, Svg } from "@react-pdf/renderer";
import QRCode from "qrcode";

/**
 * A QR code drawn as vector paths (one path, a rectangle per run of dark modules in a row), so
 * it stays crisp at any zoom and in print. Keeps the four-module quiet zone the standard asks for.
 */
export function QrCode(props: { value: string; size: number; color: string; background: string }) {
  const { modules } = QRCode.create(props.value, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const count = modules.size + 2 * quiet;
  let d = "";
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      d += `M${start + quiet} ${row + quiet}h${col - start}v1h${start - col}z`;
    }
  }
  return (
    <Svg width={props.size} height={props.size} viewBox={`0 0 ${count} ${count}`}>
      <Rect x={0} y={0} width={count} height={count} fill={props.background} />
      <Path d={d} fill={props.color} />
    </Svg>
  );
}
