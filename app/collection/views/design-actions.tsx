import type { ColourwayView } from "~/collection/design-view";
import type { CollectionWords } from "~/collection/words";
import { buttonStyles } from "~/components/ui/button";
import { followsChoice } from "~/components/ui/early-choices";
import type { Language } from "~/i18n/languages";
import { DesignRoom } from "./design-room";

/**
 * The ways on from a design in the colourway shown: the configurator with this rug, the room view
 * with it on the visitor's own floor (in the page, as on the configurator, without the quote
 * request it has there), samples of its colours, and the specifier's pack (a ZIP).
 */
export function DesignActions(props: {
  copy: CollectionWords["design"]["actions"];
  colourway: ColourwayView;
  lang: Language;
  sizeLabel: string;
}) {
  const { copy, colourway, lang, sizeLabel } = props;
  return (
    <div className="flex flex-col items-start gap-3">
      <a href={colourway.configure} {...followsChoice} className={buttonStyles.solid}>
        {copy.configure}
      </a>
      <a href={colourway.samples} {...followsChoice} className={buttonStyles.outline}>
        {copy.samples}
      </a>
      <DesignRoom copy={copy} configuration={colourway.configuration} lang={lang} sizeLabel={sizeLabel} />
      <a href={colourway.pack} download {...followsChoice} className={buttonStyles.outline}>
        {copy.pack}
      </a>
    </div>
  );
}
