import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Cookie policy",
    description:
      "Which cookies and similar technologies this website uses, for what purposes, and how the user can accept, refuse or delete them.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Legal information",
      title: "Cookie policy",
      updated: "Last updated: 27 November 2026",
      intro: [
        "In accordance with Article 22.2 of Spanish Law 34/2002 of 11 July on Information Society Services and Electronic Commerce (LSSI-CE), {{legalName}} informs the user of the data storage and retrieval devices used on this website, the purposes for which they are used and how they may be accepted, refused or deleted.",
      ],
      sections: [
        {
          title: "What cookies and similar technologies are",
          paragraphs: [
            "Cookies are small files that a website places on the user’s terminal equipment (computer, mobile phone or tablet) when the user visits it, and which allow information about the user’s browsing to be stored and retrieved. Similar technologies, such as the browser’s local storage (localStorage), serve the same function.",
            "This website does not set any first-party cookies from its server. Instead, it uses the browser’s local storage, which Article 22.2 of the LSSI-CE subjects to the same rules as cookies. Accordingly, in this policy the term “cookies” covers cookies in the strict sense as well as local storage and any other device used to store or retrieve data on the user’s equipment.",
          ],
        },
        {
          title: "Categories of cookies used",
          paragraphs: [
            "According to their purpose, the items used on this website fall into the following four categories. The user may accept or refuse each category separately, with the exception of technical cookies, which are essential for the website to function:",
          ],
          list: [
            "Technical or necessary (always on): these enable the website to function and provide the service expressly requested by the user, such as keeping the chosen language and recording the user’s cookie preferences. They are exempt from the consent requirement under Article 22.2 of the LSSI-CE and cannot be switched off.",
            "Personalisation: these remember the user’s browsing preferences in order to tailor the website. At present the website stores no item in this category, since the language preference is technical in nature; should any be used in future, they will only be activated with the user’s consent.",
            "Analytics: these provide anonymous, aggregated information on the number of visits and how the website is used. They are obtained through a visit counter hosted on the company’s own servers, which uses no cookies, stores no information on the user’s device and does not track users across websites, and which is only loaded with the user’s consent.",
            "Third-party: these are managed by an entity other than the owner of the website. On this website they relate solely to the map showing the location of the factory in the contact section, provided by OpenStreetMap, which is only loaded with the user’s consent; until then a drawing is displayed with a “Show the map” button, and clicking it amounts to accepting this category.",
          ],
        },
        {
          title: "Items stored",
          paragraphs: [
            "The items that this website stores on or loads into the user’s device are listed below, together with their purpose, category and duration:",
          ],
          list: [
            "language: keeps the language chosen by the user so that the website is displayed in that language. Category: technical. Duration: remains in local storage until deleted by the user.",
            "cookieConsent: records the user’s choice for each of the four cookie categories. Category: technical. Duration: remains in local storage until deleted by the user; the choice is requested again after 12 months.",
            "cookieConsentDate: records the date and time at which the user made the choice, so that it can be requested again once its period of validity has expired. Category: technical. Duration: remains in local storage until deleted by the user; the choice is requested again after 12 months.",
            "cookieConsentRevision: records the version of the cookie categories to which the user’s choice refers, so that it can be requested again if they change. Category: technical. Duration: remains in local storage until deleted by the user; the choice is requested again after 12 months.",
            "nudo_project: keeps the rugs the user gathers in “My project”, with each one's place and quantity, to show and share them when asked; the server writes it only when the user adds, changes or removes a rug. Category: technical. Duration: {{projectCookieDays}} days after the last change.",
            "Analytics: an anonymous, cookieless visit counter hosted on the company’s own servers, loaded only with the user’s consent. Category: analytics. Duration: not applicable, as it stores no information whatsoever on the user’s device.",
            "OpenStreetMap map: the frame displaying the location map may set cookies of the OpenStreetMap Foundation, which manages them under its own privacy policy, and is only loaded with the user’s consent to third-party cookies. Category: third-party. Duration: as determined by the OpenStreetMap Foundation in its policy.",
            "visitSource: keeps, for the duration of the visit, the first page visited, the website the user came from and its campaign parameters (utm_*), so that they are sent with any form the user chooses to submit, as explained in the privacy policy. It is only stored with the user’s consent to the analytics category and is deleted if that consent is withdrawn. Category: analytics. Duration: remains in the browser’s session storage, which is cleared when the tab is closed.",
          ],
          links: [{ label: "OpenStreetMap Foundation privacy policy" }],
        },
        {
          title: "Consent",
          paragraphs: [
            "Technical cookies are used without consent, as they are strictly necessary to provide the service requested. All other categories are only activated if the user gives consent, in accordance with Article 22.2 of the LSSI-CE and Article 6(1)(a) of the General Data Protection Regulation (GDPR).",
            "Consent is given by accepting the notice displayed on the user’s first visit to the website, which offers three options: “Accept all”, “Only necessary” and “Configure”. The last of these allows each category to be accepted or refused separately, and no box is ticked in advance.",
            "The user may change or withdraw consent at any time using the “Cookie settings” link in the footer of every page of the website. Withdrawal of consent does not affect the lawfulness of processing based on consent before its withdrawal.",
            "The user’s choice is requested again 12 months after it was made, and whenever the cookie categories used or their purposes change.",
          ],
        },
        {
          title: "How to block or delete cookies in the browser",
          paragraphs: [
            "In addition, the user may allow, block or delete cookies and local storage data on their device through their browser settings. Instructions for the most widely used browsers are available at the links below.",
            "Disabling or deleting cookies may prevent certain features of the website from working properly, such as keeping the chosen language or displaying the location map.",
          ],
          links: [
            { label: "Google Chrome help" },
            { label: "Mozilla Firefox help" },
            { label: "Apple Safari help" },
            { label: "Microsoft Edge help" },
          ],
        },
        {
          title: "Controller",
          paragraphs: [
            "The party responsible for the use of first-party cookies and for the processing of any data obtained through them is {{legalName}}, tax identification number (NIF) {{taxId}}, with registered address at {{address}}. Any enquiries about this policy may be sent to {{email}}.",
            "Information on the processing of personal data and on how to exercise the rights of access, rectification, erasure, objection, restriction of processing and data portability is set out in the privacy policy.",
          ],
          actions: [{ label: "Privacy policy" }],
        },
        {
          title: "Changes to this policy",
          paragraphs: [
            "{{legalName}} may amend this cookie policy to reflect changes in legislation, the guidance of the Spanish Data Protection Agency (AEPD) or changes in the items used on the website.",
            "Any changes will be published on this page, stating the date of the last update. Where they affect the cookie categories used or their purposes, the user’s consent will be requested again.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
