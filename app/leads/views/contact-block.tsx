import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { blockTitleId, SectionHeading } from "~/components/blocks/section-heading";
import { buttonStyles } from "~/components/ui/button";
import { needsScript } from "~/components/ui/early-taps";
import { Static } from "~/components/ui/static";
import { consentFrameSourceAttribute, consentPlaceholderAttribute, saveConsent, useConsent } from "~/consent/consent";
import type { Block } from "~/content/page-schema";
import { useLanguage, useTranslation } from "~/i18n/language-context";
import { ContactPageForm, ContactSectionForm } from "~/leads/views/enquiry-forms";
import { useCompanyAddress } from "~/site/company-address";
import { siteConfig } from "~/site/config";

type ContactBlock = Extract<Block, { kind: "contact" }>;

const { geo } = siteConfig;
const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${geo.longitude - 0.012}%2C${geo.latitude - 0.006}%2C${geo.longitude + 0.012}%2C${geo.latitude + 0.006}&layer=mapnik&marker=${geo.latitude}%2C${geo.longitude}`;
const mapUrl = `https://www.openstreetmap.org/?mlat=${geo.latitude}&mlon=${geo.longitude}#map=16/${geo.latitude}/${geo.longitude}`;

/**
 * The contact section (anchor `contact`) and the contact page: address, phone and e-mail
 * links, opening hours, the map slot (256 px high) and the enquiry form.
 */
export function ContactBlock({ block, index }: { block: ContactBlock; index: number }) {
  const { t } = useLanguage();
  const address = useCompanyAddress();
  const titleId = blockTitleId(block, index);
  const row = "flex gap-4";
  const icon = "mt-1 size-5 shrink-0 text-bronze";
  // The opening hours and the form's title sit one level under the block's own heading.
  const SubHeading = block.headingLevel === 1 ? "h2" : "h3";
  return (
    <section id={block.id} aria-labelledby={titleId} className="scroll-mt-20 bg-sand/50 py-20 sm:py-24">
      <div className="container-content grid gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
        <div className="flex flex-col gap-10">
          <Static className="contents">
            <SectionHeading
              id={titleId}
              eyebrow={block.eyebrow}
              title={block.title}
              intro={block.lead}
              level={block.headingLevel}
            />
            <div className="-mt-4 flex flex-col gap-6 text-lg">
              <address className="flex flex-col gap-6 not-italic">
                <p className={row}>
                  <MapPin className={icon} aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t("footer.addressLabel")}: </span>
                    {address}
                  </span>
                </p>
                <a href={siteConfig.phone.href} className={`${row} underline-offset-4 hover:underline`}>
                  <Phone className={icon} aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t("footer.phoneLabel")}: </span>
                    {siteConfig.phone.display}
                  </span>
                </a>
                <a href={`mailto:${siteConfig.email}`} className={`${row} underline-offset-4 hover:underline`}>
                  <Mail className={icon} aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t("footer.emailLabel")}: </span>
                    {siteConfig.email}
                  </span>
                </a>
              </address>
              <div className={row}>
                <Clock className={icon} aria-hidden="true" />
                <div>
                  <SubHeading className="font-medium">{block.hoursTitle}</SubHeading>
                  <ul className="mt-1 text-charcoal">
                    {block.hours.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          </Static>
          <figure className="flex flex-col gap-3">
            <MapSlot />
            <figcaption className="flex items-center justify-between gap-4 text-sm text-muted">
              <span>{block.mapTitle}</span>
              <a href={mapUrl} className="font-medium text-ink underline-offset-4 hover:underline">
                {block.mapLink}
              </a>
            </figcaption>
          </figure>
        </div>
        <div className="self-start rounded-sm bg-ivory p-6 shadow-sm ring-1 ring-line sm:p-10">
          <SubHeading className="mb-8 font-display text-3xl leading-tight">
            {block.form === "contact" ? t("forms.contact.title") : t("forms.contactSection.title")}
          </SubHeading>
          {block.form === "contact" ? <ContactPageForm /> : <ContactSectionForm />}
        </div>
      </div>
    </section>
  );
}

/**
 * The map slot, 256 px high. The OpenStreetMap frame loads only with third-party consent; until
 * then a drawing of the estate and a button that gives that consent and loads it. Both are in the
 * server's page: the stylesheet shows one of them by the mark the head's script sets on <html>
 * from the stored choice, and the frame gets its address only then (`showThirdParties`,
 * app/consent/consent.ts), so a visitor who allowed it sees the map from the first paint, without
 * waiting for the page's scripts. React never sets the frame's address: setting it again would
 * load the map again.
 */
function MapSlot() {
  const { t } = useTranslation();
  const consent = useConsent();
  return (
    <>
      <iframe
        title={t("consent.mapTitle")}
        {...{ [consentFrameSourceAttribute]: embedUrl }}
        loading="lazy"
        className="block h-64 w-full rounded-sm ring-1 ring-line"
      />
      <div
        {...{ [consentPlaceholderAttribute]: "" }}
        className="relative h-64 overflow-hidden rounded-sm bg-ivory ring-1 ring-line"
      >
        <DrawnMap />
        <div className="absolute inset-x-3 bottom-3 flex flex-col items-start gap-2 rounded-sm bg-ivory/95 p-3 text-sm shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-charcoal">{t("consent.mapConsent")}</p>
          <button
            type="button"
            {...needsScript}
            onClick={() => saveConsent({ ...consent.choices, thirdParty: true })}
            className={`${buttonStyles.outline} shrink-0 px-4 py-2 text-sm`}
          >
            {t("consent.mapLoad")}
          </button>
        </div>
      </div>
    </>
  );
}

/** A quiet drawing of an industrial estate with a pin: no request to any map service. */
function DrawnMap() {
  return (
    <svg viewBox="0 0 640 256" preserveAspectRatio="xMidYMid slice" className="size-full" aria-hidden="true">
      <rect width="640" height="256" fill="#efe7db" />
      <g fill="#e4d6c3">
        <rect x="30" y="20" width="150" height="80" rx="4" />
        <rect x="210" y="20" width="120" height="80" rx="4" />
        <rect x="360" y="20" width="170" height="80" rx="4" />
        <rect x="30" y="140" width="110" height="96" rx="4" />
        <rect x="170" y="140" width="160" height="96" rx="4" />
        <rect x="360" y="140" width="90" height="96" rx="4" />
        <rect x="480" y="140" width="140" height="96" rx="4" />
      </g>
      <g stroke="#fbf8f3" strokeWidth="14" fill="none" strokeLinecap="round">
        <path d="M0 120 H640" />
        <path d="M195 0 V256" />
        <path d="M345 0 V256" />
        <path d="M465 120 V256" />
      </g>
      <path d="M560 0 C 600 60, 610 120, 640 150" stroke="#c9b8a3" strokeWidth="6" fill="none" />
      <g transform="translate(258 178)">
        <circle r="26" fill="#7a5a32" opacity="0.15" />
        <path
          d="M0 -30 C 14 -30 22 -20 22 -8 C 22 8 0 24 0 24 C 0 24 -22 8 -22 -8 C -22 -20 -14 -30 0 -30 Z"
          fill="#1e1b18"
        />
        <circle cy="-9" r="7" fill="#c2a06b" />
      </g>
    </svg>
  );
}
