/**
 * Terms and conditions of use of the website, with the publisher and host details French
 * law asks a website to show (/terms). The contact form note links here (design §2).
 * A template for the operator to review with counsel.
 */
import { mailtoHref, site } from "../site";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

export const termsAndConditions: LegalDocument = {
  title: "Terms and Conditions",
  metaTitle: "Terms and Conditions | Alpine Last",
  description:
    "The terms that apply to the use of the Alpine Last website, its contact form and newsletter, with the publisher and hosting details.",
  summary:
    "These terms cover the use of this website and its forms. Design, development and manufacturing work is always governed by a separate written agreement.",
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: "publisher",
      heading: "Publisher and host",
      blocks: [
        {
          definitions: [
            {
              term: "Publisher",
              description: `${site.name} [legal form, share capital, trade register number and VAT number to be completed], ${site.headquarters} [full address to be completed].`,
            },
            { term: "Director of publication", description: "[Name to be completed]" },
            {
              term: "Contact",
              description: [{ text: site.email, href: mailtoHref }, ` · ${site.phone.display}`],
            },
            {
              term: "Host",
              description: "Cloudflare, Inc., 101 Townsend Street, San Francisco, CA 94107, United States.",
            },
          ],
        },
      ],
    },
    {
      id: "scope",
      heading: "Scope",
      blocks: [
        "These terms apply to everyone who visits this website or uses its contact form or newsletter. By sending the contact form you confirm that you have read them. The website is intended for businesses and professional buyers.",
      ],
    },
    {
      id: "information",
      heading: "Information on this website",
      blocks: [
        "We keep the information on this website accurate and up to date. Figures such as minimum order quantities, timelines, size ranges, payment terms and statistics describe typical projects. They are indicative and do not form an offer. What we commit to for your project is set out in your written quotation and supply agreement.",
      ],
    },
    {
      id: "inquiries",
      heading: "Inquiries and quotations",
      blocks: [
        "Sending an inquiry places no obligation on you or on us. Quotations are valid for the period they state. Design, prototyping, testing, manufacturing and packaging work is governed only by the signed quotation, our general terms of sale and any supply agreement between us.",
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality",
      blocks: [
        "We treat everything you tell us about your project as confidential. We sign a mutual non-disclosure agreement on request before you share designs, and we suggest you do not send detailed technical drawings through the contact form: we will set up a secure exchange once we are in touch.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        `The texts, illustrations, logo and design of this website belong to ${site.name} or its licensors. You may not copy or reuse them without our written permission, except for short quotations with a link to the source. Names and marks of clients and partners belong to their owners. Ownership of designs, lasts and tooling made for a client is set out in that client's agreement.`,
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        "Do not use the website or its forms to send spam, to submit information on behalf of someone else without their permission, or to disrupt the service. To protect the forms we limit how often they can be submitted from one connection.",
      ],
    },
    {
      id: "links",
      heading: "Links to other websites",
      blocks: [
        "Links to other websites, including our partners and social networks, open a site we do not control. We are not responsible for their content or their privacy practices.",
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      blocks: [
        "We do our best to keep the website available and free of errors but cannot guarantee it. To the extent permitted by law, we are not liable for indirect loss arising from the use of the website. Nothing in these terms limits a liability that cannot be limited by law.",
      ],
    },
    {
      id: "personal-data",
      heading: "Personal data",
      blocks: [
        [
          "How we handle personal data is explained in our ",
          { text: "Privacy and Data Protection Policy", href: "/privacy" },
          ".",
        ],
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: ["We may update these terms. The version published on this page, with its date, applies."],
    },
    {
      id: "law",
      heading: "Governing law",
      blocks: [
        "These terms are governed by French law. Any dispute that cannot be settled amicably will be brought before the courts with jurisdiction for our registered office, unless mandatory rules provide otherwise.",
      ],
    },
  ],
};
