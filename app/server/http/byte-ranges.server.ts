/**
 * A `Range` header as RFC 9110 reads it, for the range parser Express and `send` use: a suffix
 * range longer than the file (`bytes=-99999999999999`) asks for the whole file ("if the selected
 * representation is shorter than the specified suffix-length, the entire representation is
 * used"), where the parser would answer 416. Every other range is left as it came.
 */
export function suffixRangesWithin(header: string | undefined, size: number): string | undefined {
  if (header === undefined || !/^bytes=/i.test(header)) return header;
  const specs = header.slice(header.indexOf("=") + 1).split(",");
  const within = specs.map((spec) => {
    const suffix = /^\s*-(\d+)\s*$/.exec(spec);
    return suffix && suffix[1] !== undefined && Number(suffix[1]) > size && size > 0 ? "0-" : spec;
  });
  return `bytes=${within.join(",")}`;
}
