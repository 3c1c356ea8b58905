import { describe, expect, it } from "vitest";
import { fieldErrors, sampleRequestSchema } from "./lead-schemas";
import { parseSampleDesign, sampleDesignFromAddress, sampleDesignQuery } from "./sample-design";
import { sampleRequestHref } from "./sample-request-href";

/** The collection shown, as the page's loader asks it: Marea and Levante, not Alcázar (taken off). */
const shown = (slug: string) => slug === "marea" || slug === "levante";
const fromAddress = (query: string) => sampleDesignFromAddress(new URLSearchParams(query), shown);

describe("the design in the sample request page's address", () => {
  it("is a design the collection shows, with its colours of the range in order", () => {
    expect(fromAddress("diseno=marea&c=BL03&c=BL09")).toEqual({ slug: "marea", colours: ["BL03", "BL09"] });
  });

  it("may come without colours", () => {
    expect(fromAddress("diseno=levante")).toEqual({ slug: "levante", colours: [] });
  });

  it("is nothing when the design is unknown, or not shown, whatever colours come with it", () => {
    expect(fromAddress("diseno=tapiz-inexistente&c=BL03")).toBeNull();
    expect(fromAddress("diseno=alcazar&c=BL03")).toBeNull();
    expect(fromAddress("c=BL03&c=BL09")).toBeNull();
    expect(fromAddress("")).toBeNull();
  });

  it("leaves out the codes the range lacks, and takes a code written in lower case as the range writes it", () => {
    expect(fromAddress("diseno=marea&c=XX99&c=bl03&c=BL100&c=&c=IV01")).toEqual({
      slug: "marea",
      colours: ["BL03", "IV01"],
    });
  });

  it("keeps each colour once and the first six of seven", () => {
    const seven = ["BL01", "BL02", "BL03", "BL02", "BL04", "BL05", "BL06", "BL07"].map((code) => `c=${code}`);
    expect(fromAddress(`diseno=marea&${seven.join("&")}`)?.colours).toEqual([
      "BL01",
      "BL02",
      "BL03",
      "BL04",
      "BL05",
      "BL06",
    ]);
  });

  it("never keeps markup: a design or code written as HTML is not there", () => {
    expect(fromAddress("diseno=<script>alert(1)</script>&c=BL03")).toBeNull();
    expect(fromAddress(`diseno=${encodeURIComponent('marea"><img src=x onerror=alert(1)>')}`)).toBeNull();
    expect(fromAddress(`diseno=marea&c=${encodeURIComponent("<img src=x onerror=alert(1)>")}&c=BL03`)).toEqual({
      slug: "marea",
      colours: ["BL03"],
    });
    // The collection is never asked about something that is not a slug.
    const asked: string[] = [];
    sampleDesignFromAddress(new URLSearchParams("diseno=<b>marea</b>"), (slug) => {
      asked.push(slug);
      return true;
    });
    expect(asked).toEqual([]);
  });

  it("is written back as the query the form posts and a design page links", () => {
    const design = { slug: "marea", colours: ["BL03", "BL09"] };
    expect(sampleDesignQuery(design)).toBe("diseno=marea&c=BL03&c=BL09");
    expect(sampleRequestHref(design)).toBe("/solicitud-muestrario?diseno=marea&c=BL03&c=BL09");
    expect(parseSampleDesign(sampleDesignQuery(design))).toEqual(design);
  });
});

describe("a posted design", () => {
  it("is one slug and at most six codes of the range, as the page writes them", () => {
    expect(parseSampleDesign("diseno=marea&c=BL03&c=BL09")).toEqual({ slug: "marea", colours: ["BL03", "BL09"] });
    expect(parseSampleDesign("diseno=marea")).toEqual({ slug: "marea", colours: [] });
  });

  it.each([
    ["an unknown code", "diseno=marea&c=BL03&c=ZZ99"],
    ["a code not written as the range writes it", "diseno=marea&c=bl03"],
    ["seven codes", "diseno=marea&c=BL01&c=BL02&c=BL03&c=BL04&c=BL05&c=BL06&c=BL07"],
    ["a code twice", "diseno=marea&c=BL03&c=BL03"],
    ["no design", "c=BL03"],
    ["two designs", "diseno=marea&diseno=levante"],
    ["a design that is no slug", "diseno=Marea%20grande"],
    ["markup", "diseno=<script>alert(1)</script>"],
    ["another parameter", "diseno=marea&nota=hola"],
  ])("is refused when it carries %s", (_, value) => {
    expect(parseSampleDesign(value)).toBeNull();
  });
});

describe("the sample request's schema", () => {
  const visitor = {
    firstName: "Ana",
    lastName: "García",
    email: "ana@estudio.es",
    phone: "+34 600 123 456",
    company: "Estudio Ana",
    address: "Calle Mayor 1",
    city: "Alicante",
    postalCode: "03001",
    country: "España",
  };

  it("keeps a posted design as its slug and codes, and none when the page carried none", () => {
    const parsed = sampleRequestSchema.safeParse({ ...visitor, design: "diseno=marea&c=BL03&c=BL09" });
    expect(parsed.success && parsed.data.design).toEqual({ slug: "marea", colours: ["BL03", "BL09"] });
    const without = sampleRequestSchema.safeParse({ ...visitor, design: "" });
    expect(without.success && "design" in without.data ? without.data.design : undefined).toBeUndefined();
  });

  it.each([
    ["an unknown code", "diseno=marea&c=ZZ99"],
    ["seven codes", "diseno=marea&c=BL01&c=BL02&c=BL03&c=BL04&c=BL05&c=BL06&c=BL07"],
    ["markup", 'diseno="><script>alert(1)</script>'],
  ])("refuses %s with the design's message", (_, design) => {
    const parsed = sampleRequestSchema.safeParse({ ...visitor, design });
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({ design: "forms.errors.designInvalid" });
  });
});
