/**
 * schema.org structured data (JSON-LD) for search engines: the organisation on the home page,
 * each article, the FAQ and breadcrumb trails. Rendered by the `JsonLd` component.
 */
import type { FaqBlock, FaqItem } from "~/content/faq";
import { sizeRanges, trackRecord } from "~/content/figures";
import { site } from "~/content/site";
import { type ArticleMeta, lastRevised } from "./articles";
import { jsonForScript } from "./script-json";
import { absoluteUrl, articleImage, isoDateTime } from "./seo";
import { articlePath } from "./site-index";

/** One JSON-LD object; `@context` is added when it is rendered. */
export type JsonLdThing = { "@type": string } & Record<string, unknown>;

const ORGANIZATION_ID = `${absoluteUrl("/")}#organization`;

/** The logo search engines show for the organisation: the 512 px app icon. */
function logo() {
  return { "@type": "ImageObject", url: absoluteUrl("/icon-512.png"), width: 512, height: 512 };
}

/** The company (home page): identity, contact and social profiles from app/content/site.ts. */
export function organizationLd(): JsonLdThing {
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: site.name,
    description: site.tagline,
    url: absoluteUrl("/"),
    logo: logo(),
    foundingDate: String(trackRecord.founded),
    email: site.email,
    telephone: site.phone.e164,
    address: {
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      telephone: site.phone.e164,
      availableLanguage: ["en", "fr"],
    },
    sameAs: site.social.map((s) => s.href),
  };
}

/** The publisher block of an article: the organisation, by reference and with its logo. */
function publisher() {
  return { "@type": "Organization", "@id": ORGANIZATION_ID, name: site.name, url: absoluteUrl("/"), logo: logo() };
}

/** "Anna Keller, Footwear Engineer" → a Person with a job title. */
function person(byline: string) {
  const [name, ...role] = byline.split(", ");
  return { "@type": "Person", name, ...(role.length ? { jobTitle: role.join(", ") } : {}) };
}

/** One article (schema.org Article). */
export function articleLd(article: ArticleMeta): JsonLdThing {
  const url = absoluteUrl(articlePath(article.slug));
  return {
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    articleSection: article.category,
    datePublished: isoDateTime(article.date),
    dateModified: isoDateTime(lastRevised(article)),
    author: person(article.author),
    publisher: publisher(),
    image: [absoluteUrl(articleImage(article).path)],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: "en",
  };
}

/** The plain text of one FAQ answer block, as the page shows it. */
function blockText(block: FaqBlock): string {
  switch (block.kind) {
    case "text":
      return block.text;
    case "facts":
      return `${block.label}: ${block.facts.map((f) => `${f.term} ${f.per ? `${f.value} ${f.per}` : f.value}`).join("; ")}.`;
    case "steps":
      return `${block.label}: ${block.steps.map((s, i) => `${i + 1}. ${s}`).join(" ")}`;
    case "sizes":
      return `Size ranges: ${sizeRanges.map((r) => `${r.group} EU ${r.eu}, US ${r.us}, UK ${r.uk}`).join("; ")}.`;
    case "link":
      return "";
  }
}

/** The FAQ page (schema.org FAQPage): every question with its full answer as text. */
export function faqPageLd(items: readonly FaqItem[]): JsonLdThing {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.map(blockText).filter(Boolean).join(" ") },
    })),
  };
}

/**
 * A breadcrumb trail from the home page.
 * @param trail the pages after Home, outermost first, e.g. [{ name: "Blog", path: "/blog" }, …]
 */
export function breadcrumbLd(trail: readonly { name: string; path: string }[]): JsonLdThing {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** JSON-LD text that is safe inside a `<script>` element ({@link jsonForScript}). */
export function serializeJsonLd(thing: JsonLdThing): string {
  return jsonForScript({ "@context": "https://schema.org", ...thing });
}
