/**
 * Privacy and data protection policy (/privacy). Describes what the site actually stores:
 * the contact_submissions and newsletter_subscriptions columns (spec §3, supabase/migrations),
 * the hashed-IP form throttle with its 10-minute window (app/lib/throttle.server.ts) and the
 * two processors (design §1). A template for the operator to review with counsel.
 */
import { mailtoHref, site } from "../site";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types";

const email = { text: site.email, href: mailtoHref };

export const privacyPolicy: LegalDocument = {
  title: "Privacy and Data Protection Policy",
  metaTitle: "Privacy and Data Protection Policy | Alpine Last",
  description:
    "What personal data the Alpine Last website collects through its contact form and newsletter, why, who processes it, how long we keep it and how to exercise your GDPR rights.",
  summary:
    "We collect only what we need to answer your project inquiry and send the newsletter you asked for. We do not track you, sell your data or use advertising cookies.",
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: "controller",
      heading: "Who is responsible for your data",
      blocks: [
        `The controller of the personal data processed through this website is ${site.name} [legal form, share capital and trade register number to be completed], with its registered office in ${site.headquarters} [full address to be completed] ("we", "us").`,
        ["For any question about this policy or your data, write to ", email, ` or call us on ${site.phone.display}.`],
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect, why, and on what legal basis",
      blocks: [
        {
          definitions: [
            {
              term: "Contact form",
              description:
                "Your name, e-mail address, company, the project type you select, the project details you write, and the date and time of your inquiry. We use them to answer you, prepare a proposal and follow up on your project. Legal basis: steps taken at your request before entering into a contract (GDPR Art. 6(1)(b)) and our legitimate interest in answering business inquiries (Art. 6(1)(f)).",
            },
            {
              term: "Newsletter",
              description:
                "Your e-mail address and the date and time you subscribed. We use them to send you our newsletter, about once a month. Legal basis: your consent (Art. 6(1)(a)), which you can withdraw at any time.",
            },
            {
              term: "Protection against abuse",
              description:
                "To stop automated spam, we count form submissions per visitor over a 10-minute window. We never store your IP address: we keep only a salted, one-way hash of it with a counter, and both are deleted automatically within 10 minutes. Legal basis: our legitimate interest in keeping the website secure (Art. 6(1)(f)).",
            },
            {
              term: "Delivering the website",
              description:
                "Like every website, our hosting provider receives your IP address and the technical details of your browser's requests in order to deliver pages and block attacks. Short error logs (the page requested, the time and the result, without form contents) help us fix problems and are kept for a few days. Legal basis: legitimate interest (Art. 6(1)(f)).",
            },
          ],
        },
        "We do not use your data for automated decision-making or profiling, and we never sell or rent it.",
      ],
    },
    {
      id: "recipients",
      heading: "Who receives your data",
      blocks: [
        "Inquiries are read only by the members of our team who handle your project. We use two processors, bound by data processing agreements under Art. 28 GDPR:",
        {
          list: [
            "Cloudflare, Inc. hosts and delivers the website, protects it against attacks and keeps the short-lived abuse counters described above.",
            "Supabase, Inc. hosts the database that stores contact inquiries and newsletter subscriptions [data region to be confirmed by the operator; an EU region is recommended].",
          ],
        },
        "When we reply to you by e-mail, our e-mail provider also processes your message [provider to be completed].",
      ],
    },
    {
      id: "transfers",
      heading: "Transfers outside the European Union",
      blocks: [
        "Cloudflare and Supabase are companies based in the United States, and Cloudflare serves the website from data centres worldwide. Where personal data leaves the European Economic Area, the transfer relies on the European Commission's Standard Contractual Clauses and, where the provider is certified, on the EU-U.S. Data Privacy Framework.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        {
          definitions: [
            {
              term: "Inquiries",
              description:
                "Up to 3 years after our last contact with you. If your inquiry leads to a contract, we keep what the contract and French commercial and accounting law require.",
            },
            {
              term: "Newsletter subscriptions",
              description:
                "Until you unsubscribe, through the link in every newsletter or by writing to us. We then delete your address.",
            },
            { term: "Abuse counters", description: "At most 10 minutes, and only as a hash." },
            { term: "Technical logs", description: "A few days." },
          ],
        },
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        "Under the GDPR and the French Data Protection Act you have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to receive it in a portable format, to withdraw your consent at any time, and to give instructions about what happens to your data after your death.",
        [
          "To exercise any of these rights, write to ",
          email,
          ". We answer within one month. If we cannot be sure who is asking, we may ask you to confirm your identity.",
        ],
        [
          "If you believe we have not respected your rights, you can lodge a complaint with the French data protection authority, the CNIL (",
          { text: "www.cnil.fr", href: "https://www.cnil.fr" },
          ").",
        ],
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      blocks: [
        {
          list: [
            "Every page and form is served over HTTPS only.",
            "The website can add inquiries and subscriptions to the database but cannot read, change or delete them. Only our team can, with separate credentials.",
            "Access is limited to the people who need it for your project.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        [
          "This website sets no tracking or advertising cookies. The details are in our ",
          { text: "Cookie Policy", href: "/cookies" },
          ".",
        ],
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: ["This website is meant for businesses. We do not knowingly collect data from children under 15."],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        "If we change how we handle personal data, we will update this page and the date at the top. For significant changes we will inform newsletter subscribers by e-mail.",
      ],
    },
  ],
};
