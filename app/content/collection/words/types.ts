/**
 * The sample collection and portfolio's words in one language: everything a design or project
 * document says that is not a fact (./../facts.ts). Spanish is the source; each other language is
 * written natively, not translated word for word. The seed (../seed.ts) puts facts and words together.
 */
export type SampleCollectionWords = {
  designs: Record<
    string,
    {
      /** One or two sentences for the card and the search result (at most 240 characters). */
      summary: string;
      /** The design's story: two or three paragraphs (each at most 900 characters). */
      story: string[];
      /** Each colourway's name, by its id in the facts. */
      colourways: Record<string, string>;
    }
  >;
  projects: Record<
    string,
    {
      /** The case study's title (at most 120 characters). */
      title: string;
      /** The city, as this language names it. */
      city: string;
      summary: string;
      story: string[];
      /** One caption per photograph, in order (as many as the facts' `photos`). */
      captions: string[];
      /** One alternative text per photograph, describing what it shows. */
      photoAlts: string[];
    }
  >;
  /**
   * Alternative texts of a colourway's three pictures: `{design}` and `{colourway}` are replaced by
   * the design's and the colourway's names.
   */
  alts: { flat: string; detail: string; room: string };
};
