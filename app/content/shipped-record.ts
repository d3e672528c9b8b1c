/**
 * The record of recent production orders shipped, newest first: when the pairs left the factory,
 * for whom (a brand that allows us to name it, or a description of one that does not), what was
 * built, whether it was the style's launch or a reorder, how many pairs and whether they shipped
 * on the date agreed at order confirmation. /work lists it; a case study takes its shipping month
 * from its launch row.
 */

import { visibleText } from "../lib/typography";
import type { CaseStudy } from "./cases";

export type ShippedProgramme = {
  /** Year and month the pairs left the factory, "YYYY-MM". */
  shipped: string;
  /** The brand as it appears elsewhere on the site; null when the client has not agreed to be named. */
  brand: string | null;
  /** Who the client is, where it may not be named: market and kind of business. */
  unnamed?: string;
  /** The case study of this programme, where there is one. */
  caseId?: CaseStudy["id"];
  shoe: string;
  programme: "Private label" | "Custom design";
  /** A brand's first production run of the style, or a reorder of one already shipped. */
  order: "Launch" | "Reorder";
  /** Pairs shipped in this programme, every colourway and style together. */
  pairs: number;
  /** Shipped on the date agreed at order confirmation; otherwise how late, and why. */
  onTime: true | { daysLate: number; reason: string };
};

export const shippedRecord: readonly ShippedProgramme[] = [
  {
    shipped: "2026-10",
    brand: "Nordfjell Athletics",
    shoe: "Winter trail shoe with a gusseted tongue",
    programme: "Custom design",
    order: "Launch",
    pairs: 1000,
    onTime: true,
  },
  {
    shipped: "2026-06",
    brand: null,
    unnamed: "Outdoor retailer, Switzerland",
    shoe: "All-round trail trainer",
    programme: "Private label",
    order: "Launch",
    pairs: 800,
    onTime: true,
  },
  {
    shipped: "2026-03",
    brand: "Mont Vert Collective",
    shoe: "Fast-hiking shoe",
    programme: "Private label",
    order: "Launch",
    pairs: 400,
    onTime: true,
  },
  {
    shipped: "2025-09",
    brand: "Aiguille Outdoor",
    shoe: "Skyrunning racer",
    programme: "Custom design",
    order: "Launch",
    pairs: 1600,
    onTime: true,
  },
  {
    shipped: "2025-04",
    brand: "Vertical Trail Works",
    caseId: "vertical-trail-circular",
    shoe: "Resoleable trail shoe",
    programme: "Custom design",
    order: "Launch",
    pairs: 500,
    onTime: true,
  },
  {
    shipped: "2024-11",
    brand: null,
    unnamed: "Running-store chain, Germany",
    shoe: "Road-to-trail shoe",
    programme: "Private label",
    order: "Reorder",
    pairs: 1500,
    onTime: { daysLate: 6, reason: "a rubber batch failed our abrasion test and was mixed again" },
  },
  {
    shipped: "2024-10",
    brand: "Summit Supply",
    caseId: "summit-supply-private-label",
    shoe: "All-round trail trainer, two styles",
    programme: "Private label",
    order: "Reorder",
    pairs: 800,
    onTime: true,
  },
  {
    shipped: "2024-08",
    brand: "Summit Supply",
    caseId: "summit-supply-private-label",
    shoe: "All-round trail trainer, two styles",
    programme: "Private label",
    order: "Launch",
    pairs: 800,
    onTime: true,
  },
  {
    shipped: "2024-03",
    brand: "Ridgeline Running Co.",
    caseId: "ridgeline-mountain-racer",
    shoe: "Technical mountain racer",
    programme: "Custom design",
    order: "Launch",
    pairs: 1800,
    onTime: true,
  },
];

/**
 * The shipped-record row of a case study's launch.
 * @param caseId a case study's id
 * @returns its launch row, or undefined for a case not (yet) in the record
 */
export function shippedProgramme(caseId: string): ShippedProgramme | undefined {
  return shippedRecord.find((row) => row.caseId === caseId && row.order === "Launch");
}

/**
 * How a programme shipped, as the table and the contact page's cards say it.
 * @param onTime the row's delivery
 * @param withReason also why a late programme was late
 * @returns "on the agreed date", "6 days late" or, with the reason, "6 days late: a rubber batch…"
 */
export function deliveryPhrase(onTime: ShippedProgramme["onTime"], withReason = false): string {
  if (onTime === true) return "on the agreed date";
  return visibleText(`${onTime.daysLate} days late${withReason ? `: ${onTime.reason}` : ""}`);
}
