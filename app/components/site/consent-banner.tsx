import { useEffect, useRef, useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import {
  bannerShownAttribute,
  consentSwitchAttribute,
  earlyOpener,
  earlyTapAttribute,
  pageLoadedAt,
} from "~/components/ui/early-taps";
import {
  allConsent,
  bannerDueIn,
  type ConsentCategory,
  type ConsentChoices,
  closeConsentSettings,
  consentCategories,
  consentSettingsId,
  noOptionalConsent,
  openConsentSettings,
  saveConsent,
  useConsent,
} from "~/consent/consent";
import { useLanguage, useTranslation } from "~/i18n/language-context";

/**
 * The cookie banner: slides up 1 s after load when no valid choice is stored; accept all, only
 * necessary and configure side by side with the same weight; the settings dialog (also opened
 * from the footer) with a switch per category. While the banner shows, the page keeps focused
 * elements scrolled clear of it.
 *
 * It is in every page's HTML and does not wait for the page's scripts, which start only when the
 * visitor reaches for the page (docs/decisions/026-scripts-when-the-visitor-reaches.md): the head's
 * script marks a page whose visitor has no valid choice (`data-consent-needed` on <html>; the
 * stylesheet shows the banner only then), shows it 1 s after load, and answers its two choices at
 * once (`data-consent-choice`); 'Configurar' opens the settings dialog at once
 * (components/ui/early-taps.ts). Once the page has hydrated, this component answers them.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const consent = useConsent();
  const [delayed, setDelayed] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // Shown already by the head's script (the page hydrated more than a second after load): it
    // stays shown.
    if (bannerRef.current?.hasAttribute(bannerShownAttribute)) return setDelayed(true);
    // Due a second after the page's load event, as the head's script would have shown it, not a
    // second after the page hydrated (which waits for the visitor's first reach).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => setDelayed(true), bannerDueIn(pageLoadedAt(), performance.now()));
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      clearTimeout(timer);
    };
  }, []);

  // The banner is drawn, below the screen's edge, as soon as the page is parsed, and slides up
  // after its second: a block of text that first appeared a second after load would become the
  // page's Largest Contentful Paint (on a short page, a phone counted the page as loaded only
  // then). Until it slides up it is inert and hidden from assistive technology. The server and the
  // hydration draw it (the choice is not known yet: `unknown`); a stored choice removes it.
  const needed = consent.status !== "given";
  const showBanner = delayed && consent.status === "needed";

  useEffect(() => {
    const banner = bannerRef.current;
    if (!showBanner || !banner) return;
    const root = document.documentElement;
    // Room below the footer, so that the end of the page can be scrolled out from under the banner.
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight + 16}px`;
      document.body.style.paddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    // The browser scrolls a focused element into view only when it is off screen; one that is
    // on screen but behind the banner is scrolled clear of it here (WCAG 2.4.11).
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || banner.contains(target)) return;
      const hidden = target.getBoundingClientRect().bottom - banner.getBoundingClientRect().top;
      if (hidden > 0) window.scrollBy({ top: hidden + 16, behavior: "instant" });
    };
    document.addEventListener("focusin", onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocus);
      root.style.scrollPaddingBottom = "";
      document.body.style.paddingBottom = "";
    };
  }, [showBanner]);

  // Rejecting and accepting look the same and sit side by side, also on a phone.
  const button = `${buttonStyles.outline} w-full justify-center px-3 py-2.5 sm:w-auto sm:px-6 sm:py-3`;
  return (
    <>
      {needed ? (
        <section
          ref={bannerRef}
          aria-labelledby="consent-title"
          aria-hidden={showBanner ? undefined : true}
          inert={!showBanner}
          // The names the head's script looks for (consentBannerAttribute, bannerShownAttribute).
          data-consent-banner=""
          data-shown={showBanner ? "" : undefined}
          className="fixed inset-x-0 bottom-0 z-40 translate-y-[calc(100%+4rem)] border-t border-line bg-ivory/98 shadow-[0_-8px_30px_rgba(28,25,23,0.08)] backdrop-blur transition-transform duration-500 ease-out data-shown:translate-y-0 motion-reduce:transition-none"
        >
          <div className="container-content flex flex-col gap-4 py-4 sm:gap-5 sm:py-5 lg:flex-row lg:items-center lg:gap-10">
            <div className="flex-1 text-sm leading-relaxed text-charcoal">
              <h2 id="consent-title" className="font-display text-xl text-ink">
                {t("consent.title")}
              </h2>
              <p className="mt-1">
                {t("consent.text")}{" "}
                <a
                  href={localize("/politica-cookies")}
                  target="_blank"
                  rel="noopener"
                  className="underline underline-offset-2 hover:text-ink"
                >
                  {t("consent.policy")}
                  <span className="sr-only"> {t("consent.policyNewTab")}</span>
                </a>
              </p>
            </div>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:justify-end">
              <button
                type="button"
                data-consent-choice="necessary"
                className={button}
                onClick={() => saveConsent(noOptionalConsent)}
              >
                {t("consent.onlyNecessary")}
              </button>
              <button
                type="button"
                data-consent-choice="all"
                className={button}
                onClick={() => saveConsent(allConsent)}
              >
                {t("consent.acceptAll")}
              </button>
              <button
                type="button"
                data-early-open={consentSettingsId}
                className={`${button} col-span-2`}
                onClick={() => openConsentSettings()}
              >
                {t("consent.configure")}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      <ConsentDialog open={consent.settingsOpen} choices={consent.choices} />
    </>
  );
}

/**
 * The settings dialog: a native modal dialog, so focus stays inside and Escape cancels. It is in
 * every page's HTML, closed, so that a tap while the scripts still load opens it at once (the
 * head's script sets its switches from the stored choice: components/ui/early-taps.ts); it is
 * taken over here when the page's frame hydrates, and taps on it until then are kept and answered.
 */
function ConsentDialog({ open, choices }: { open: boolean; choices: ConsentChoices }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [draft, setDraft] = useState<ConsentChoices>(choices);
  // Each opening starts from the choice stored, set while rendering (not in an effect), so that a
  // tap kept while the page hydrated and answered right after it toggles that choice.
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) setDraft(choices);
  }

  /** Whether the dialog is React's: opened here, or taken over from the head's script. */
  const owned = useRef(false);

  // Opened before the page could answer: taken over, with the choice stored.
  useEffect(() => {
    if (!dialogRef.current?.open) return;
    opener.current = earlyOpener();
    openConsentSettings();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      owned.current = true;
      if (dialog.open) return;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (owned.current) {
      owned.current = false;
      if (dialog.open) dialog.close();
      opener.current?.focus();
      opener.current = null;
    }
  }, [open]);

  const toggle = (category: ConsentCategory) => setDraft((current) => ({ ...current, [category]: !current[category] }));
  const early = { [earlyTapAttribute]: "" };

  return (
    <dialog
      ref={dialogRef}
      id={consentSettingsId}
      onCancel={(event) => {
        event.preventDefault();
        closeConsentSettings();
      }}
      aria-labelledby="consent-dialog-title"
      className="m-auto max-h-[80vh] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-md bg-ivory p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        <div>
          <h2 id="consent-dialog-title" className="font-display text-3xl">
            {t("consent.dialogTitle")}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">{t("consent.dialogText")}</p>
        </div>
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {consentCategories.map((category) => {
            const locked = category === "necessary";
            const on = locked || draft[category];
            const id = `consent-${category}`;
            return (
              <li key={category} className="flex items-start justify-between gap-6 py-4">
                <div>
                  <p id={`${id}-label`} className="font-medium">
                    {t(`consent.categories.${category}.name`)}
                  </p>
                  <p id={`${id}-description`} className="mt-1 text-sm text-muted">
                    {t(`consent.categories.${category}.description`)}
                  </p>
                  {locked ? <p className="mt-1 text-xs text-bronze">{t("consent.alwaysOn")}</p> : null}
                </div>
                {/* Drawn from aria-checked, which the head's script sets before the page hydrates. */}
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={`${id}-description`}
                  disabled={locked}
                  onClick={() => toggle(category)}
                  {...{ [consentSwitchAttribute]: category }}
                  {...early}
                  className="group relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-stone transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:cursor-not-allowed disabled:opacity-60 aria-checked:bg-ink"
                >
                  <span
                    aria-hidden="true"
                    className="inline-block size-5 translate-x-1 rounded-full bg-ivory shadow transition-transform group-aria-checked:translate-x-6 motion-reduce:transition-none"
                  />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" {...early} className={buttonStyles.outline} onClick={() => closeConsentSettings()}>
            {t("consent.cancel")}
          </button>
          <button type="button" {...early} className={buttonStyles.solid} onClick={() => saveConsent(draft)}>
            {t("consent.save")}
          </button>
        </div>
      </div>
    </dialog>
  );
}
