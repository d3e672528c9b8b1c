import { href } from "react-router";

/** Top navigation links, in order. */
export const primaryNav = [
  { to: href("/about"), label: "About" },
  { to: href("/services"), label: "Services" },
  { to: href("/branding-packaging"), label: "Branding" },
  { to: href("/sustainability"), label: "Sustainability" },
  { to: href("/work"), label: "Work" },
  { to: href("/blog"), label: "Blog" },
  { to: href("/contact"), label: "Contact" },
] as const;

/** In-page anchors the footer links to; each page renders the matching `id`. */
export const anchors = {
  story: "story",
  team: "team",
  timeline: "timeline",
  /** Services' cards, each by its service's id (app/content/services.ts). */
  design: "design",
  manufacture: "manufacture",
  cases: "cases",
  /** Work's record of the last production orders shipped. */
  shippedRecord: "shipped-record",
} as const;

/**
 * A case study's place on /work, where each case's section carries its id.
 * @param caseId a case study's id (app/content/cases.ts), e.g. "ridgeline-mountain-racer"
 * @returns "/work#<caseId>"
 */
export function caseStudyHref(caseId: string): string {
  return `${href("/work")}#${caseId}`;
}

/** Footer link groups. */
export const footerGroups = [
  {
    title: "Company",
    links: [
      { to: href("/about"), label: "About" },
      { to: `${href("/about")}#${anchors.story}`, label: "Our Story" },
      { to: `${href("/about")}#${anchors.team}`, label: "Team" },
      { to: href("/contact"), label: "Careers" },
    ],
  },
  {
    title: "Services",
    links: [
      { to: `${href("/services")}#${anchors.design}`, label: "Trail Shoe Design" },
      { to: `${href("/services")}#${anchors.manufacture}`, label: "Manufacturing" },
      { to: href("/services"), label: "Private Label" },
      { to: href("/branding-packaging"), label: "Branding & Packaging" },
      { to: `${href("/services")}#${anchors.timeline}`, label: "Process" },
    ],
  },
  {
    title: "Resources",
    links: [
      { to: href("/sustainability"), label: "Sustainability" },
      { to: `${href("/work")}#${anchors.cases}`, label: "Case Studies" },
      { to: `${href("/work")}#${anchors.cases}`, label: "Client Testimonials" },
      { to: href("/blog"), label: "Blog" },
      { to: href("/faq"), label: "FAQ" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: href("/privacy"), label: "Privacy Policy" },
      { to: href("/terms"), label: "Terms & Conditions" },
      { to: href("/cookies"), label: "Cookie Policy" },
      { to: href("/accessibility"), label: "Accessibility" },
    ],
  },
] as const;
