import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Legal notice",
    description:
      "Legal notice for this website: identification of the owner, terms of use, intellectual property, data protection, governing law and jurisdiction.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Legal information",
      title: "Legal notice",
      updated: "Last updated: 22 November 2026",
      intro: [
        "In accordance with the disclosure obligation laid down in Article 10 of Spanish Law 34/2002 of 11 July on Information Society Services and Electronic Commerce (LSSI-CE), the identification details of the owner of this website and the general conditions governing access to and use of it are set out below.",
      ],
      sections: [
        {
          title: "Identification of the owner",
          paragraphs: [
            "This website is owned by {{legalName}}, whose identification details for the purposes of Article 10 of the LSSI-CE are as follows:",
          ],
          list: [
            "Company name: {{legalName}}",
            "Tax identification number (NIF): {{taxId}}",
            "Registered office: {{address}}",
            "Commercial registry entry: {{registry}}",
            "Email: {{email}}",
            "Telephone: {{phone}}",
            "Activity: design and manufacture of hand-tufted, robot-tufted and custom-made rugs since {{foundedYear}}",
          ],
        },
        {
          title: "Purpose of the website",
          paragraphs: [
            "The purpose of this website is to present the company, its business, its products and its services, and to enable interested parties to request a sample kit, obtain the digital catalogue and submit commercial enquiries.",
            "The website is provided for information purposes only. No products are sold and no services are contracted online through it; any business relationship will, where applicable, be formalised through the channels and on the terms expressly agreed between the parties.",
          ],
        },
        {
          title: "Users and conditions of use",
          paragraphs: [
            "Accessing the website confers the status of user and implies full and unreserved acceptance of this legal notice and of the terms of use, in the version published at the time of access.",
            "The user undertakes to make proper use of the website and its content in accordance with the law, good faith, public order and this legal notice, and to provide truthful information in any forms completed. The conditions of access and use, the liability regime and the linking policy are set out in detail in the terms of use.",
          ],
          actions: [{ label: "Terms of use" }],
        },
        {
          title: "Intellectual and industrial property",
          paragraphs: [
            "The content of the website, including text, photographs, rug designs, logos, trade marks and source code, is owned by {{legalName}} or by third parties who have authorised its use, and is protected by intellectual and industrial property law.",
            "Its reproduction, distribution, public communication or transformation, in whole or in part, is prohibited without the prior express authorisation of the rights holder, except for mere viewing in the user's browser. The applicable rules are set out in the terms of use.",
          ],
        },
        {
          title: "Personal data and cookies",
          paragraphs: [
            "Personal data provided by the user through the website's forms (sample kit request, digital catalogue request and contact enquiry) will be processed by {{legalName}}, as data controller, in accordance with Regulation (EU) 2016/679 (GDPR) and Spanish Organic Law 3/2018 (LOPDGDD). Information on the purposes, the legal basis, the retention periods and the exercise of rights is provided in the privacy policy.",
            "The website uses the technical storage necessary for it to function and, only with the user's prior consent, the optional tools described in the cookie policy. The user may change or withdraw consent at any time using the “Cookie settings” link in the footer of every page.",
          ],
          actions: [{ label: "Privacy policy" }, { label: "Cookie policy" }],
        },
        {
          title: "Governing law and jurisdiction",
          paragraphs: [
            "This legal notice and the relationship between the owner of the website and its users are governed by Spanish law.",
            "Any dispute relating to the website shall be submitted to the courts of Alicante. Where the user is a consumer, the courts of the user's place of residence shall have jurisdiction in the cases provided for by applicable law.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
