import { inflateSync } from "node:zlib";

/**
 * A WOFF 1.0 font (what @fontsource ships) unpacked to the plain TrueType/OpenType file it wraps:
 * each table inflated once. The PDF library reads a WOFF's tables again, inflating them, every
 * time a document subsets its glyphs (measured: 44% of a data sheet's drawing); a plain font is
 * read as it is. The tables keep their order, checksums and four-byte alignment.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error("Not a WOFF 1.0 font");
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== origLength) throw new Error("A WOFF table inflated to the wrong length");
    return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, table) => sum + padded(table.data.byteLength), headerLength);
  const sfnt = new Uint8Array(total);
  const out = new DataView(sfnt.buffer);
  // The offset table's search fields, as the format defines them from the number of tables.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * 16 - searchRange);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return sfnt;
}
