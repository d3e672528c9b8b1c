/**
 * Cookie policy (/cookies). The site itself sets no cookies and uses no browser storage
 * (design §1: no tracking; fonts are self-hosted, design §6.7). Only the host may set
 * strictly necessary security cookies. A template for the operator to review with counsel.
 */
import { mailtoHref, site } from "../site";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  metaTitle: "Cookie Policy | Alpine Last",
  description:
    "The Alpine Last website sets no tracking, analytics or advertising cookies. What that means, and the only cookies our host may set for security.",
  summary:
    "This website sets no tracking, analytics or advertising cookies, and loads nothing from third parties. That is why you have not seen a cookie banner.",
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: "what-we-use",
      heading: "What this website stores on your device",
      blocks: [
        "Nothing for tracking. In detail:",
        {
          list: [
            "No analytics, advertising or social media cookies, and no cookies from other companies.",
            "No local storage or session storage. The website works without keeping anything on your device.",
            "No third-party content: fonts, illustrations and scripts are served from our own domain. Social media links are plain links, and nothing from those networks loads until you follow one.",
          ],
        },
      ],
    },
    {
      id: "security-cookies",
      heading: "Security cookies from our host",
      blocks: [
        "Our host, Cloudflare, may set a strictly necessary cookie when it needs to tell a person from an automated attack. These cookies contain no personal profile, are not used for tracking and are exempt from consent under French and EU law [the operator should confirm which protection features are enabled].",
        {
          definitions: [
            { term: "__cf_bm", description: "Distinguishes people from bots. Expires after 30 minutes." },
            {
              term: "cf_clearance",
              description:
                "Remembers that your browser passed a security check. Expires after the period set for the site, by default 30 minutes.",
            },
          ],
        },
      ],
    },
    {
      id: "control",
      heading: "Controlling cookies",
      blocks: [
        "You can block or delete cookies in your browser settings. The website works fully with all cookies blocked, although a security check may then be shown more often.",
      ],
    },
    {
      id: "changes",
      heading: "If this changes",
      blocks: [
        "If we ever add analytics or any other cookie that needs your consent, we will ask for it first, make refusing as easy as accepting, and update this page.",
      ],
    },
    {
      id: "contact",
      heading: "Questions",
      blocks: [
        [
          "Write to ",
          { text: site.email, href: mailtoHref },
          ". How we handle personal data in general is explained in our ",
          { text: "Privacy and Data Protection Policy", href: "/privacy" },
          ".",
        ],
      ],
    },
  ],
};
