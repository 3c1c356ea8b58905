import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Privacy policy",
    description:
      "How personal data submitted through the website's forms is processed: purposes, legal basis, retention periods, recipients and data subject rights.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Legal information",
      title: "Privacy policy",
      updated: "Last updated: 27 November 2026",
      intro: [
        "In accordance with Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April 2016, the General Data Protection Regulation (GDPR), and Spanish Organic Law 3/2018 of 5 December on the Protection of Personal Data and the Guarantee of Digital Rights (LOPDGDD), {{legalName}} hereby informs users of how the personal data they provide through this website is processed.",
      ],
      sections: [
        {
          title: "Data controller",
          paragraphs: [
            "The controller of the personal data collected through this website is {{legalName}}, whose identification and contact details are as follows:",
          ],
          list: [
            "Company name: {{legalName}}",
            "Tax identification number (NIF): {{taxId}}",
            "Registered address: {{address}}",
            "Email: {{email}}",
            "Telephone: {{phone}}",
          ],
        },
        {
          title: "Purposes of processing",
          paragraphs: [
            "The website has no user accounts or registration and offers no newsletter. Personal data is not used for advertising or marketing purposes, nor for profiling.",
            "The forms do not collect consent to receive commercial communications; accordingly, no such communications will be sent without the data subject's specific and separate consent. Fields marked as mandatory must be completed for the request to be dealt with; if they are not provided, the request cannot be processed.",
            "The servers log IP addresses and incoming requests for the sole purpose of keeping the website secure. With each request, the website also keeps the page from which the form was sent, with the campaign parameters of its address (utm_source, utm_medium, utm_campaign, utm_term and utm_content) but none of the rest of it, and the website from which the user reached that page, in order to know which pages and campaigns give rise to enquiries and to assign each one to the appropriate member of the sales team. Only where the user has accepted the “Analytics” category in the cookie notice does their browser also keep, for the duration of the visit, the first page visited, where the user came from and its campaign parameters, and send them with the form; without that consent, nothing is stored on the device for this purpose. These data are kept and erased together with the request. Information stored in the user's browser and the use of cookies and similar technologies are explained in the cookie policy, which can be accessed at the end of this section.",
            "To show or hide content intended only for certain countries, such as the private aviation section, the server looks up the user's IP address in a country database hosted on the server itself. The address is not disclosed to any third party, and neither the address nor the resulting country is stored.",
            "Personal data is collected solely through the following three forms and is processed in order to deal with the data subject's request and to follow up on that commercial request:",
          ],
          list: [
            "Sample kit request: first name, surname, email address, telephone number, company, position, delivery address, city, postcode, country and comments, in order to prepare and dispatch the requested sample kit.",
            "Digital catalogue request: first name, surname, email address, telephone number, company, position and interests, in order to send the catalogue by email.",
            "Contact enquiry: name, company, email address, telephone number, type of project and message, in order to reply to the enquiry.",
          ],
          actions: [{ label: "Cookie policy" }],
        },
        {
          title: "Legal basis for processing",
          paragraphs: ["Personal data is processed on the following legal bases:"],
          list: [
            "Taking steps at the request of the data subject prior to entering into a contract (Article 6(1)(b) GDPR): dispatching the sample kit, sending the catalogue and replying to enquiries about a possible order.",
            "The controller's legitimate interest in answering the enquiries it receives and following them up, and in keeping the website secure (Article 6(1)(f) GDPR). The data subject may object to this processing as described in the section on data subject rights.",
            "The user's consent to optional cookies and storage technologies (Article 6(1)(a) GDPR and Article 22(2) of Spanish Law 34/2002 of 11 July on Information Society Services and Electronic Commerce, LSSI-CE). Consent may be withdrawn at any time through the “Cookie settings” link in the footer of every page, without affecting the lawfulness of processing carried out before its withdrawal.",
          ],
        },
        {
          title: "Data retention",
          paragraphs: [
            "Data submitted through the forms is kept for as long as necessary to deal with the request and is automatically erased from the website {{leadRetentionDays}} days after it was received, together with the emails it gave rise to. The content of emails already sent is deleted {{outboxKeepDays}} days after sending; only the record that they were sent, and when, is kept.",
            "The picture of a rug placed in the photo of your room, which you can create in the configurator, is prepared in your browser and sent nowhere unless you tick the box to send it with your quote request. If you send it, it is stored without your camera's metadata together with the request, seen only by the sales team and deleted with it after {{leadRetentionDays}} days, or sooner if you exercise your right to erasure; it is included in the copy of your data if you exercise your right of access.",
            "The rugs you gather in “My project”, with the place and quantity you type for each, are kept only in your browser, in the technical cookie nudo_project, for {{projectCookieDays}} days after the last change; they are sent nowhere unless you request samples and a quote for the project, in which case they are kept with that request and erased with it. If you share the project, a copy of the rugs, their places and quantities, with no personal data of yours, is kept on the server and can only be reached with the link created: the link expires after {{projectLinkDays}} days and the copy is erased automatically {{projectExpiredKeptDays}} days later.",
            "If the request leads to a contractual relationship, the data needed for it is transferred to the controller's customer management systems and kept for the duration of that relationship and thereafter for the applicable limitation periods and statutory retention obligations, such as the six-year period for keeping books, correspondence and supporting documents laid down in Article 30 of the Spanish Commercial Code.",
            "To protect the forms against mass submissions, each submission is recorded with a cryptographic digest (hash) of the IP address, and each confirmation email with a digest of the recipient's email address, never with the addresses themselves. These records serve only to limit the number of submissions and are deleted automatically within 48 hours at most. Server logs containing IP addresses are kept for no more than thirty days for security purposes.",
          ],
        },
        {
          title: "Recipients of the data",
          paragraphs: [
            "The data is stored on the controller's own servers and databases and is never sold to third parties. It is disclosed only to the recipients listed at the end of this section, and only to the extent strictly necessary.",
            "No international transfers of data take place, other than those that the service providers acting as processors may require in order to provide their services; any such transfers are made with the safeguards laid down in the GDPR, such as the standard contractual clauses adopted by the European Commission.",
            "The OpenStreetMap map in the contact section is loaded only if the user accepts third-party content; in that case, the OpenStreetMap Foundation, which provides the service, receives the user's IP address. This content is described in the cookie policy.",
            "The recipients of the data are as follows:",
          ],
          list: [
            "The email delivery provider, which sends the confirmation and notification messages as a data processor and is bound to the controller by a contract in accordance with Article 28 GDPR.",
            "The courier company that delivers the sample kit, which receives only the data needed for delivery.",
            "Public authorities, courts and other competent bodies, where required by law.",
          ],
        },
        {
          title: "Data subject rights",
          paragraphs: [
            "Under the GDPR and the LOPDGDD, data subjects may exercise the rights listed at the end of this section free of charge. The controller does not take any decisions based solely on automated processing of data.",
            "To do so, the data subject must write to the controller by email at {{email}} or by post at {{address}}, stating which right is being exercised. The request must in all cases be accompanied by a copy of an identity document (Spanish DNI or NIE, or passport).",
            "The controller will reply to the request within one month of receiving it.",
            "Data subjects who consider that their data is not being processed lawfully are entitled to lodge a complaint with the Spanish Data Protection Agency (AEPD), whose website is linked at the end of this section.",
            "Data subjects have the following rights:",
          ],
          list: [
            "Access: to find out whether their personal data is being processed and to obtain a copy of it.",
            "Rectification: to have inaccurate or incomplete data corrected.",
            "Erasure: to have their data deleted where, among other grounds, it is no longer necessary for the purposes for which it was collected.",
            "Objection: to object, on grounds relating to their particular situation, to processing based on legitimate interest.",
            "Restriction of processing: to have the processing of their data suspended in the cases provided for by law.",
            "Portability: to receive the data they have provided in a structured, commonly used and machine-readable format and to transmit it to another controller.",
          ],
          links: [{ label: "Spanish Data Protection Agency (AEPD)" }],
        },
        {
          title: "Security measures",
          paragraphs: [
            "The controller implements appropriate technical and organisational measures to ensure a level of security appropriate to the risk, in accordance with Article 32 GDPR, including the following:",
          ],
          list: [
            "Encryption of communications between the browser and the server using the HTTPS protocol.",
            "Access to the data restricted to authorised staff.",
            "Backup copies of the data.",
            "Processors contractually bound to the confidentiality and security obligations required by the GDPR.",
          ],
        },
        {
          title: "Minors",
          paragraphs: [
            "The website is not aimed at children under the age of fourteen. Under Article 7 of the LOPDGDD, the personal data of children under fourteen may only be processed with the consent of their parents or guardians.",
            "If the controller becomes aware that it holds data of a child under fourteen obtained without such consent, that data will be erased. Parents or guardians who become aware of such a situation may report it to {{email}}.",
          ],
        },
        {
          title: "Changes to this privacy policy",
          paragraphs: [
            "The controller may amend this policy to reflect changes in legislation or in the way data is processed. Any changes will be published on this page, with the date of the last update shown at the top of the text.",
            "Users are advised to review this policy periodically.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
