import { describe, expect, it } from "vitest";
import { suffixRangesWithin } from "./byte-ranges.server";

describe("a Range header read as RFC 9110 reads it", () => {
  it("takes a suffix longer than the file for the whole file", () => {
    expect(suffixRangesWithin("bytes=-99999999999999", 4096)).toBe("bytes=0-");
    expect(suffixRangesWithin("bytes=0-9, -5000", 4096)).toBe("bytes=0-9,0-");
  });

  it("leaves every other range as it came, impossible ones included", () => {
    for (const header of ["bytes=-100", "bytes=0-99", "bytes=9000-9100", "bytes=-0", "items=-99999", "junk"])
      expect(suffixRangesWithin(header, 4096), header).toBe(header);
    expect(suffixRangesWithin(undefined, 4096)).toBeUndefined();
  });
});
