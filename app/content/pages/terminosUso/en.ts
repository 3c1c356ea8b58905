import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Terms of use",
    description:
      "Terms governing access to and use of this website: intellectual and industrial property, liability, linking policy, data protection and governing law.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Legal information",
      title: "Terms of use",
      updated: "Last updated: 22 November 2026",
      intro: [
        "Users are advised to read these terms carefully each time they visit the website, as they may be amended to reflect changes in the law or in the website itself. The version in force is the one published on this page, together with the date of its last update.",
      ],
      sections: [
        {
          title: "Purpose",
          paragraphs: [
            "These terms of use govern access to, browsing of and use of the website owned by {{legalName}}, tax identification number (NIF) {{taxId}}, with registered address at {{address}} (the “Company”).",
            "The purpose of the website is to present the Company, its rugs and its services, and it allows visitors to request sample kits, catalogues and information.",
            "Any person who accesses or uses the website becomes a user and thereby accepts these terms in full and without reservation, in the version published at the time of access. Users who do not agree with them must refrain from using the website.",
          ],
        },
        {
          title: "Conditions of access and use",
          paragraphs: [
            "Access to the website is open and free of charge and does not require prior registration.",
            "Product information is provided for guidance only: the colours, textures and finishes of the rugs shown on screen may differ from the actual products depending on the settings of each device, and images are for illustration purposes only. Quotations, prices and lead times are binding on the Company only once confirmed in writing.",
            "Users undertake to use the website and its content lawfully, diligently and in good faith, in accordance with the law, these terms, accepted standards of conduct and public order, and in particular:",
          ],
          list: [
            "To provide true, accurate and up-to-date information in the sample, catalogue and contact forms, and not to use the personal data of third parties without their consent.",
            "Not to introduce or spread computer viruses or any other code or program capable of damaging the website, the Company’s systems or the equipment of third parties.",
            "Not to submit requests or forms by automated means or in bulk, nor to take any action that may overload, disable or impair the operation of the website.",
            "Not to use the website or its content for unlawful purposes or in a manner that harms the rights and interests of the Company or of third parties.",
          ],
        },
        {
          title: "Intellectual and industrial property",
          paragraphs: [
            "All content on the website, including without limitation the rug designs, photographs, texts, logos, trade marks, graphic layout and source code, belongs to the Company or its licensors and is protected by Spanish and international intellectual and industrial property law.",
            "Any reproduction, distribution, public communication, transformation or other exploitation of such content, in whole or in part, is prohibited without the prior written authorisation of the Company. Access to the website does not grant users any right or licence over that content beyond viewing it for personal, non-commercial purposes.",
            "Custom designs prepared by the Company and delivered to its clients are governed by the terms of the relevant contract or order.",
          ],
        },
        {
          title: "Liability",
          paragraphs: [
            "The Company does not guarantee continuous, uninterrupted access to the website, which may be temporarily suspended for technical, maintenance or security reasons.",
            "The Company accepts no responsibility for the content, products or services of third-party websites reached through links on this website.",
            "The Company shall not be liable for any loss or damage arising from the improper use of the website or its content by users, or from any breach of these terms.",
            "The information published on the website, including information on products, services, finishes and lead times, may be amended, updated or removed at any time without prior notice.",
            "Nothing in this clause excludes or limits any liability that cannot be excluded or limited under applicable law, in particular consumer protection law.",
          ],
        },
        {
          title: "Linking policy",
          paragraphs: [
            "Any link from another website to this website requires the prior written authorisation of the Company, which may be requested at {{email}}.",
            "Links from this website to third-party websites are provided for information only and do not imply approval of their content or any relationship with their owners. The Company will promptly remove any such link once it becomes aware that it leads to unlawful content.",
            "Authorisation to link is granted subject to the following conditions; if they are not met, the Company may withdraw it and require the link to be removed:",
          ],
          list: [
            "The link must lead to the home page or to specific pages of the website, without reproducing their content.",
            "The website and its content may not be displayed within frames (framing) or by any technique that alters their presentation or makes them appear to be part of another website.",
            "No false, inaccurate or misleading statements may be made about the Company, its products or its services.",
            "No suggestion may be made that any collaboration, partnership or sponsorship exists between the Company and the owner of the linking website.",
          ],
        },
        {
          title: "Data protection",
          paragraphs: [
            "Personal data provided by users through the sample, catalogue and contact forms is processed in accordance with Regulation (EU) 2016/679 (GDPR) and Spanish Organic Law 3/2018 (LOPDGDD), for the purpose of handling and following up the request. Full information on the controller, purposes, legal basis, retention periods, recipients and the exercise of data subjects’ rights is set out in the privacy policy.",
            "The use of cookies and other browser storage technologies is described in the cookie policy. Users may change or withdraw their consent at any time through the “Cookie settings” link at the foot of every page.",
          ],
          actions: [{ label: "Privacy policy" }, { label: "Cookie policy" }],
        },
        {
          title: "Governing law and jurisdiction",
          paragraphs: [
            "These terms are governed by and construed in accordance with Spanish law.",
            "Any dispute relating to access to or use of the website shall be submitted to the courts of Alicante, unless the user is a consumer and applicable law entitles them to bring proceedings before the courts of their place of residence.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
