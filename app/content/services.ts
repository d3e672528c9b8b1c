/**
 * The five services on /services: title, subtitle, description and exactly four
 * features each.
 *
 */
import { href } from "react-router";
import { visibleText } from "../lib/typography";
import { developmentTimeline } from "./figures";

/** A service card. `link` is set only where the spec gives the card its own link. */
export type Service = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  features: readonly [string, string, string, string];
  link?: { to: string; label: string };
  /**
   * The article that shows this step's work in depth, linked from a card without its own link:
   * its slug, and the link's words, which say what the article teaches (its title alone, such as
   * "Why One Size Fits None", does not say it beside a service).
   */
  article?: { slug: string; teaches: string };
  /** What the step is on a private label, which starts from one of our proven platforms. */
  privateLabel: string;
};

export const services: readonly Service[] = [
  {
    id: "design",
    title: "Design",
    subtitle: "From brief to production-ready tech pack",
    privateLabel: "your colours, materials and branding on one of our proven platforms, with no new last",
    description:
      "Our Chamonix studio turns your brand, your runners and your terrain into a shoe. We research, sketch, engineer the fit and hand the factory a tech pack it can build without guessing.",
    article: { slug: "sketch-to-summit", teaches: "Follow a shoe from first sketch to tech pack" },
    features: [
      "Market, terrain and runner research",
      "Custom lasts and fit engineering",
      "3D renders and colourway development",
      "Complete, factory-ready tech packs",
    ],
  },
  {
    id: "prototype",
    title: "Prototype",
    subtitle: "Samples you can run in, fast",
    privateLabel: `${developmentTimeline.privateLabel.rounds}, on the platform’s existing last`,
    description:
      "Each round of fit and performance samples takes one to two weeks, from building the pairs to trail and lab results. Every round is measured, worn and refined with your team until the fit, the feel and the finish are signed off.",
    article: { slug: "one-size-fits-none", teaches: "How we shape a last and grade its fit" },
    features: [
      "Hand-lasted fitting samples",
      "Outsole and lug-pattern tooling",
      "Fit sessions with your product team",
      visibleText("Clear iteration log until sign-off"),
    ],
  },
  {
    id: "test",
    title: "Test",
    subtitle: "Proven on the trails above Chamonix",
    privateLabel: "your materials and fit, on a platform already proven on these trails",
    description:
      "Rock, scree, mud, snow and long descents are on our doorstep. Athletes and guides put your samples through real mountain days while the lab confirms what the trail tells us.",
    article: { slug: "chamonix-testing", teaches: "The routes every prototype runs above Chamonix" },
    features: [
      "Alpine field testing with trail athletes",
      "Lab tests for grip, abrasion and flex",
      "Wear-test reports you can share",
      "Testing all year round, snow and ice included",
    ],
  },
  {
    id: "manufacture",
    title: "Manufacture",
    subtitle: "A vetted network of 50+ partners",
    privateLabel: "the same partners, inspections and production calendar",
    description:
      "We match your shoe to the factory best suited to its construction and volume, then stay on the production floor with our own quality team until the last carton ships.",
    article: { slug: "how-we-audit-quality-on-every-production-run", teaches: "The checks on every production run" },
    features: [
      "Factory matching by construction and volume",
      "In-line and final quality inspections",
      "ISO 9001 and BSCI audited partners",
      "Shipping to your warehouse, on schedule",
    ],
  },
  {
    id: "branding",
    title: "Branding & Packaging",
    subtitle: "Your brand in every detail",
    privateLabel: "all of it: your logo on the upper, the sockliner and the heel’s logo pad, and your own shoebox",
    description:
      "A private-label shoe should feel unmistakably yours. We carry your identity from the insole print to the shoebox, so the unboxing matches the run.",
    features: [
      "Logo application on uppers, insoles and outsoles",
      "Custom shoeboxes, tissue and inserts",
      "Hang tags, size labels and care cards",
      "Retail-ready packaging in recycled board",
    ],
    link: { to: href("/branding-packaging"), label: "Explore Full Branding Solutions" },
  },
];
