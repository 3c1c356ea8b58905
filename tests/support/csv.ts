/**
 * An RFC 4180 reader, strict about what the export promises: every cell quoted, quotes doubled,
 * CRLF after every record (the last included). Throws on anything else.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  while (index < text.length) {
    if (text[index] !== '"') throw new Error(`unquoted cell at ${index}`);
    let cell = "";
    index++;
    for (;;) {
      const quote = text.indexOf('"', index);
      if (quote === -1) throw new Error("unterminated cell");
      cell += text.slice(index, quote);
      if (text[quote + 1] === '"') {
        cell += '"';
        index = quote + 2;
      } else {
        index = quote + 1;
        break;
      }
    }
    record.push(cell);
    if (text[index] === ",") {
      index++;
    } else if (text.startsWith("\r\n", index)) {
      records.push(record);
      record = [];
      index += 2;
    } else {
      throw new Error(`expected , or CRLF at ${index}`);
    }
  }
  if (record.length > 0) throw new Error("last record without CRLF");
  return records;
}
