/**
 * Every business figure in app/content/figures.ts appears, as the spec writes it, on the page where
 * it belongs: word for word, with the site's one range dash (app/lib/typography.ts). Each row names the figure twice: as the spec's literal string and as the value
 * the page renders from its content module. Changing a figure in either place fails a test.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  manufacturingStats,
  orderMinimums,
  pricingTerms,
  productionTimeline,
  profitStats,
  qualityFigures,
  responsePromise,
  sizeRanges,
  sustainabilityStats,
  trackRecord,
} from "~/content/figures";
import { keepRangesWhole } from "~/lib/typography";

/** A figure with its no-break spaces as plain ones (the page text below collapses both alike). */
const plain = (figure: string) => figure.replace(/\u00a0/g, " ");

type Row = {
  path: string;
  /** The string exactly as the product's figures sheet writes it. */
  spec: string;
  /** The same figure as the content module states it. */
  module: string;
  /** "stat": rendered alone as a `<dd>` value; "text": anywhere in the page text. */
  as: "stat" | "text";
};

const stat = (path: string, spec: string, module: string): Row => ({ path, spec, module, as: "stat" });
const text = (path: string, spec: string, module: string): Row => ({ path, spec, module, as: "text" });

const [yearsInAsia, partners, onTime, compromises] = manufacturingStats;
const [devCost, timeToMarket, margins, repeatOrders] = profitStats;
const [recycled, audited, serviceLife] = sustainabilityStats;
const [design, lastCreation, sourcing, production] = productionTimeline.stages;

const rows: Row[] = [
  // Marketing figures (shown on Home)
  stat("/", "10+", yearsInAsia.value),
  stat("/", "50+", partners.value),
  stat("/", "100%", onTime.value),
  stat("/", "0", compromises.value),
  stat("/services", "40%", devCost.value),
  stat("/services", "60%", timeToMarket.value),
  stat("/services", "25%", margins.value),
  stat("/services", "85%", repeatOrders.value),
  stat("/sustainability", "50%", recycled.value),
  stat("/sustainability", "100%", audited.value),
  stat("/sustainability", "3x", serviceLife.value),
  // Response promise (shown on Contact)
  text("/contact", "24 hours", responsePromise.initialResponse),
  text("/contact", "48 hours", responsePromise.consultationCall),
  text("/contact", "1 week", responsePromise.detailedProposal),
  // FAQ claims: MOQ
  text("/faq", "300-500 pairs per style", orderMinimums.privateLabel.text),
  text("/faq", "500-800 pairs per colourway", orderMinimums.customDesign.text),
  text("/faq", "50-100 pairs", orderMinimums.sampleOrders.figure),
  // FAQ claims: timeline
  text("/faq", "5-7 days", design.duration),
  text("/faq", "3-5 days", lastCreation.duration),
  text("/faq", "7-10 days", sourcing.duration),
  text("/faq", "15-25 days", production.duration),
  text("/faq", "30-45 days", productionTimeline.total),
  // FAQ claims: pricing and payment
  text("/faq", "1,000+ pairs", pricingTerms.volumeDiscountsFrom),
  text("/faq", "40-60% retail markup", pricingTerms.retailMarkup),
  text("/faq", "30% deposit at confirmation", pricingTerms.deposit),
  text("/faq", "70% balance before shipment", pricingTerms.balance),
  text("/faq", "letter of credit at sight", pricingTerms.letterOfCredit),
  // FAQ claims: quality
  text("/faq", "98.5% on-time delivery", qualityFigures.onTimeDelivery),
  text("/faq", "under 0.3%", qualityFigures.defectRate),
  text("/faq", "15+ years", qualityFigures.designExperience),
  text("/faq", "ISO 9001", qualityFigures.certifications[0]),
  text("/faq", "BSCI", qualityFigures.certifications[1]),
  // The same experience figures tell the founder's story
  text("/about", "15+ years", qualityFigures.designExperience),
  text("/about", "10+ years", `${yearsInAsia.value} years`),
  text("/about", "50+", partners.value),
];

/** Size ranges per group, then EU, US and UK, in the order the size guide lists them. */
const sizeRows: [group: string, eu: string, us: string, uk: string][] = [
  ["Men", "39-48", "6.5-14", "6-13"],
  ["Women", "35-42", "5-11", "3.5-8.5"],
  ["Youth", "28-38", "11K-6Y", "10K-5.5Y"],
];

const pageCache = new Map<string, Promise<string>>();

/** A page's HTML, fetched once per path from the real Worker. */
function page(path: string): Promise<string> {
  let html = pageCache.get(path);
  if (!html) {
    html = SELF.fetch(`http://localhost${path}`).then((res) => {
      expect(res.status, path).toBe(200);
      return res.text();
    });
    pageCache.set(path, html);
  }
  return html;
}

/** Text of a page: tags become spaces, the entities React writes are decoded, spaces collapse. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("business figures on their pages", () => {
  it.each(rows)("$path shows $spec", async ({ path, spec, module, as }) => {
    const written = keepRangesWhole(spec);
    expect(plain(module), "the content module states the spec's figure").toBe(written);
    const html = await page(path);
    if (as === "stat") expect(html).toMatch(new RegExp(`<dd[^>]*>${written.replace(/[+%]/g, "\\$&")}</dd>`));
    else expect(textOf(html)).toContain(written);
  });

  it.each(sizeRows)("/faq lists the %s size range as EU %s, US %s, UK %s", async (group, eu, us, uk) => {
    const [euRange, usRange, ukRange] = [eu, us, uk].map(keepRangesWhole);
    expect(sizeRanges.find((r) => r.group === group)).toEqual({ group, eu: euRange, us: usRange, uk: ukRange });
    expect(textOf(await page("/faq"))).toContain(` ${group} ${euRange} ${usRange} ${ukRange} `);
  });
});

describe("counts behind the figures", () => {
  it("the repeat-order rate is the share of the brands that placed a second order, as its detail counts them", () => {
    const share = Math.round((trackRecord.repeatBrands / trackRecord.brands) * 100);
    expect(`${share}%`).toBe(repeatOrders.value);
    expect(repeatOrders.detail).toContain(`${trackRecord.repeatBrands} of ${trackRecord.brands}`);
  });
});
