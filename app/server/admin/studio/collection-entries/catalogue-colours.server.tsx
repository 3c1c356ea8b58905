import { colourFamilies, colours } from "~/rug/colours";
import type { AdminLanguage } from "~/server/admin/admin-words.server";
import { catalogueCopy } from "./catalogue-words.server";

/** The colours of the range as a colourway's field shows them: swatches, the codes chosen, the whole range by family. */

const colourOf = new Map(colours.map((colour) => [colour.code, colour]));

/** A colour's swatch: an SVG square filled with it (a presentation attribute: no inline style for the policy to refuse). */
const Swatch = ({ hex }: { hex: string }) => (
  <svg className="swatch" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x=".5" y=".5" width="19" height="19" rx="3" fill={hex} stroke="#00000033" />
  </svg>
);

/** The codes a colourway names, each as its swatch, code and name; the first is the ground. */
export function ChosenColours({ codes, lang }: { codes: string[]; lang: AdminLanguage }) {
  const codeWords = catalogueCopy[lang].codes;
  const known = [...new Set(codes.filter((code) => colourOf.has(code)))];
  if (known.length === 0) return null;
  return (
    <ul className="chosen-colours" aria-label={codeWords.chosen}>
      {known.map((code) => {
        const colour = colourOf.get(code);
        return colour ? (
          <li key={code}>
            <Swatch hex={colour.hex} />
            <span>
              <strong>{code}</strong> {colour.name[lang]}
              {code === codes[0] ? <span className="muted"> · {codeWords.ground}</span> : null}
            </span>
          </li>
        ) : null;
      })}
    </ul>
  );
}

/** The 300 colours of the range by family, each with its code: shown once in a design's editor, opened from any colours field. */
export function ColourRange({ lang }: { lang: AdminLanguage }) {
  const codeWords = catalogueCopy[lang].codes;
  return (
    <details className="card colour-range">
      <summary>
        <h2>{codeWords.rangeTitle}</h2>
      </summary>
      <div id="colour-range" className="anchor" />
      <p className="muted">{codeWords.rangeIntro}</p>
      {colourFamilies.map((family) => (
        <section key={family.id} aria-labelledby={`family-${family.id}`}>
          <h3 id={`family-${family.id}`}>{family.name[lang]}</h3>
          <ul className="range-list">
            {colours
              .filter((colour) => colour.family === family.id)
              .map((colour) => (
                <li key={colour.code}>
                  <Swatch hex={colour.hex} />
                  <span>
                    <strong>{colour.code}</strong> {colour.name[lang]}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </details>
  );
}
