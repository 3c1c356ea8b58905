import {
  type MouseEvent,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { buttonStyles } from "~/components/ui/button";
import { ParsedEnd } from "~/components/ui/parsed-whole";
import type { ConfiguratorWords } from "~/configurator/words";
import { chosenRugTitle, type DesignChoice, freeConfiguration } from "~/content/collection/rug-name";
import type { Language } from "~/i18n/languages";
import type { PageArtwork } from "~/rug/artwork/top-view-artwork";
import { type ColourFamilyId, colourFamilyIds, rangeColourByCode } from "~/rug/colour-range";
import {
  configurationQuery,
  groundParam,
  type ParsedConfiguration,
  parseConfiguration,
  specSheetPath,
  viewParams,
  withGroundFirst,
} from "~/rug/configuration";
import { RugPreview } from "~/rug/drawing";
import { DesignArtworkContext } from "~/rug/rug-fill";
import { describeRug } from "~/rug/summary";
import { specifierPackPath } from "~/specifier/pack-addresses";
import { ConfigurationSummary } from "./configuration-summary";
import { RugChoices } from "./rug-choices";
import { StartingDesign } from "./starting-design";

export type ConfiguratorView = { family: ColourFamilyId; search: string };

/** The family shown first: the ground colour's, unless the address names one. */
export function viewFrom(query: URLSearchParams, parsed: ParsedConfiguration): ConfiguratorView {
  const asked = query.get(viewParams.family);
  const family =
    colourFamilyIds.find((id) => id === asked) ??
    rangeColourByCode(parsed.configuration.colours[0] ?? "")?.family ??
    "sand";
  return { family, search: (query.get(viewParams.search) ?? "").slice(0, 60) };
}

/** The drawing, redrawn only when the rug changes. */
const Preview = memo(function Preview(props: {
  configuration: ParsedConfiguration["configuration"];
  title: string;
  description: string;
  lang: Language;
}) {
  return (
    <RugPreview
      configuration={props.configuration}
      text={{ title: props.title, description: props.description, lang: props.lang }}
      className="mx-auto block h-[30vh] w-full lg:h-auto lg:max-h-[58vh]"
    />
  );
});

/**
 * The configurator: the choices as one GET form (so a configuration is an address, and the
 * page works without JavaScript: the server draws what the form sent), beside the rug drawn
 * to scale, its summary, the link to share, the specification sheet and the way to the quote.
 * With JavaScript every change redraws at once and rewrites the address in place.
 */
export function Configurator(props: {
  copy: ConfiguratorWords;
  lang: Language;
  action: string;
  initial: ParsedConfiguration;
  /** The design of the collection the rug started from, while it is still that design. */
  design?: DesignChoice | null;
  initialView: ConfiguratorView;
  /** The page's address (origin and path), for the link to share. */
  pageUrl: string;
  /** What follows the configurator on the page, given the configuration's query (the quote form). */
  after?: (query: string) => ReactNode;
  /** The artwork of the design the configurator opens on: its drawings and room view show it. */
  artwork?: PageArtwork;
}) {
  const { copy, lang, action, initial, initialView, pageUrl, after, artwork } = props;
  const design = props.design ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState({ parsed: initial, view: initialView });
  const [copied, setCopied] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const { configuration, problems, entered } = state.parsed;
  const query = useMemo(() => configurationQuery(configuration), [configuration]);
  const rugName = chosenRugTitle(design, configuration, copy.design);
  const description = useMemo(
    () => describeRug(configuration, copy, lang, rugName),
    [configuration, copy, lang, rugName],
  );
  const shown = useRef(description);

  // The picture's new description, said once the visitor pauses (not at every keystroke); the
  // page's first one is the picture's own text alternative, not news.
  useEffect(() => {
    if (description === shown.current) return;
    const timer = setTimeout(() => {
      shown.current = description;
      setAnnouncement(description);
    }, 700);
    return () => clearTimeout(timer);
  }, [description]);

  const apply = useCallback((next: URLSearchParams) => {
    const parsed = parseConfiguration(next);
    const view = viewFrom(next, parsed);
    setState({ parsed, view });
    setCopied(false);
    const address = new URL(window.location.href);
    address.search = `?${configurationQuery(parsed.configuration)}`;
    window.history.replaceState(window.history.state, "", address);
  }, []);

  const formQuery = useCallback((): URLSearchParams => {
    const form = formRef.current;
    const query = new URLSearchParams();
    if (!form) return query;
    for (const [key, value] of new FormData(form)) if (typeof value === "string") query.append(key, value);
    return query;
  }, []);

  const onChange = useCallback(() => apply(formQuery()), [apply, formQuery]);

  // The same rug, no longer the design: its pattern's motif becomes the visitor's to choose.
  const freeQuery = configurationQuery(freeConfiguration(configuration));
  const onFree = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      apply(new URLSearchParams(freeQuery));
    },
    [apply, freeQuery],
  );
  const isDesign = design !== null && configuration.design === design.slug;

  const onGround = useCallback(
    (code: string) => {
      const next = formQuery();
      next.set(groundParam, code);
      apply(withGroundFirst(next));
    },
    [apply, formQuery],
  );

  async function copyLink(event: MouseEvent<HTMLAnchorElement>) {
    if (!navigator.clipboard) return;
    event.preventDefault();
    await navigator.clipboard.writeText(event.currentTarget.href);
    setCopied(true);
  }

  const shareUrl = `${pageUrl}?${query}`;
  const sheetUrl = `${specSheetPath}?lang=${lang}&${query}`;
  const packUrl = `${specifierPackPath}?lang=${lang}&${query}`;

  return (
    <DesignArtworkContext.Provider value={artwork}>
      <section className="py-10 sm:py-14">
        <div className="container-content">
          <div
            data-parsed-reordered
            className="flex flex-col gap-10 lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-14"
          >
            {/* On a phone the picture stays in sight above the choices; on a wide screen the whole column does. */}
            <div className="contents lg:sticky lg:top-28 lg:flex lg:flex-col lg:gap-6 lg:self-start">
              <Suspense>
                <section
                  aria-labelledby="cfg-preview-heading"
                  className="sticky top-20 z-10 order-1 -mx-5 border-b border-line bg-ivory px-5 pb-3 pt-2 sm:mx-0 sm:rounded-sm sm:border lg:static lg:p-4"
                >
                  <h2 id="cfg-preview-heading" className="sr-only">
                    {copy.preview.heading}
                  </h2>
                  <Preview
                    configuration={configuration}
                    title={copy.preview.title}
                    description={description}
                    lang={lang}
                  />
                  <p className="sr-only" aria-live="polite">
                    {announcement}
                  </p>
                </section>
              </Suspense>

              <Suspense>
                <ConfigurationSummary
                  copy={copy}
                  lang={lang}
                  configuration={configuration}
                  name={rugName}
                  hasProblems={problems.length > 0}
                  shareUrl={shareUrl}
                  sheetUrl={sheetUrl}
                  packUrl={packUrl}
                  copied={copied}
                  onCopyLink={copyLink}
                />
              </Suspense>
            </div>

            <form
              ref={formRef}
              method="get"
              action={action}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onChange();
              }}
              className="order-2 flex flex-col gap-10 lg:row-span-2"
            >
              {isDesign ? (
                <StartingDesign
                  copy={copy}
                  design={design}
                  name={rugName}
                  freeHref={`${action}?${freeQuery}`}
                  onFree={onFree}
                />
              ) : null}
              <RugChoices
                copy={copy}
                configuration={configuration}
                entered={entered}
                problems={problems}
                family={state.view.family}
                search={state.view.search}
                isDesign={isDesign}
                onChange={onChange}
                onGround={onGround}
              />
              {/* Without JavaScript the server draws what the form sends; with it, every change already has. */}
              <button type="submit" className={`${buttonStyles.solid} self-start [html[data-hydrated]_&]:hidden`}>
                {copy.actions.update}
              </button>
            </form>
            <ParsedEnd />
          </div>
        </div>
      </section>
      {after?.(query)}
    </DesignArtworkContext.Provider>
  );
}
