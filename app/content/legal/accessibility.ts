/**
 * Accessibility statement (/accessibility; design §2: names the WCAG 2.2 AA target and how to
 * report a problem). A template for the operator to review before launch.
 */
import { responsePromise } from "../figures";
import { mailtoHref, site, telHref } from "../site";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

/** The conformance target this site is built and tested against. */
export const accessibilityTarget = "WCAG 2.2 level AA";

export const accessibilityStatement: LegalDocument = {
  title: "Accessibility Statement",
  metaTitle: "Accessibility Statement | Alpine Last",
  description: `Alpine Last aims for ${accessibilityTarget} on its website. What we have done, what we know is missing and how to report an accessibility problem.`,
  summary: `Everyone should be able to learn about us and start a project with us. We build this website to meet ${accessibilityTarget}.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: "target",
      heading: "Our target",
      blocks: [
        [
          "We design, build and test this website to meet the Web Content Accessibility Guidelines, ",
          { text: "WCAG 2.2", href: "https://www.w3.org/TR/WCAG22/" },
          ", at level AA: the level most accessibility laws in Europe refer to.",
        ],
      ],
    },
    {
      id: "status",
      heading: "Conformance status",
      blocks: [
        "Based on our own evaluation we consider the website partially conformant: we are not aware of any failure to meet the target, but the website has not yet been audited by an independent expert. We will update this statement after an audit.",
      ],
    },
    {
      id: "measures",
      heading: "What we have done",
      blocks: [
        {
          list: [
            "Every page, menu, form and the FAQ works with a keyboard alone, and without JavaScript.",
            "A skip link, landmarks and headings in order let you move around each page quickly.",
            "Keyboard focus is always clearly visible.",
            "Text and controls meet the AA contrast ratios.",
            "Form fields have visible labels. Errors are described in text next to the field and announced to screen readers.",
            "Links that open a new tab say so.",
            "Illustrations are decorative and hidden from screen readers. Figures are written out as text.",
            "Animations are subtle and switch off when your system asks for reduced motion.",
            "Pages reflow to a single column on narrow screens and at 400% zoom.",
          ],
        },
      ],
    },
    {
      id: "limitations",
      heading: "Known limitations",
      blocks: [
        "External websites we link to, such as our circular design partner and social networks, are outside our control and may not meet the same standard.",
      ],
    },
    {
      id: "feedback",
      heading: "Report a problem or ask for another format",
      blocks: [
        "If something on this website is hard to use, or you need information in another format, please tell us. Include the page address and, if you can, your browser and assistive technology.",
        {
          definitions: [
            { term: "E-mail", description: [{ text: site.email, href: mailtoHref }] },
            { term: "Phone", description: [{ text: site.phone.display, href: telHref }] },
          ],
        },
        `We reply within ${responsePromise.initialResponse} and aim to fix reported problems as quickly as we can.`,
      ],
    },
    {
      id: "method",
      heading: "How we test",
      blocks: [
        "We check each page with automated accessibility testing, by keyboard, with a screen reader, at 200% and 400% zoom and on a narrow mobile screen. The website uses HTML, CSS and WAI-ARIA and works in current versions of the major browsers.",
      ],
    },
    {
      id: "enforcement",
      heading: "If you are not satisfied",
      blocks: [
        [
          "If our answer does not solve the problem, you can contact the Défenseur des droits, the French rights ombudsman (",
          { text: "www.defenseurdesdroits.fr", href: "https://www.defenseurdesdroits.fr" },
          ").",
        ],
      ],
    },
  ],
};
