/**
 * The share images (Open Graph and Twitter cards, 1200×630 PNG): one per section of the site
 * and one per article. `npm run og-images` (also run before every build) lays them out with
 * satori and draws them into `public/og/<section>.png` and `public/og/blog/<slug>.png`; pages
 * point to them through app/lib/seo.ts. An article's card is also its cover: its category, its
 * title and a drawing of the illustration system, written as well as a compact SVG that the blog
 * cards and the article page show.
 *
 * Plain data without imports: the build script reads this module too.
 */

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * An article's cover under public/: `svg` for the page (text drawn as paths, so it needs no
 * font), `png` for link previews. Both are 1200×630 ({@link OG_IMAGE_SIZE}).
 */
export function articleCover(slug: string): { svg: string; png: string } {
  return { svg: `/og/blog/${slug}.svg`, png: `/og/blog/${slug}.png` };
}

/** Each section's card: a short eyebrow above the title drawn on the image (also its alt text). */
export const ogSections = {
  home: { eyebrow: "Private-label trail running shoes", title: "Elite trail running shoes, designed in Chamonix" },
  about: { eyebrow: "About us", title: "Designed in Chamonix, built for the mountains" },
  services: { eyebrow: "Services", title: "Everything your trail shoe needs, from one team" },
  sustainability: { eyebrow: "Sustainability", title: "Built for the mountains, responsible to them" },
  work: { eyebrow: "Our work", title: "Trail shoes we have brought to market" },
  blog: { eyebrow: "The Alpine Last blog", title: "Insights from the trail to the factory floor" },
  contact: { eyebrow: "Start your project", title: "Tell us about the shoe you have in mind" },
  faq: { eyebrow: "Frequently asked questions", title: "Minimums, timelines, quality, sizes and pricing" },
  "branding-packaging": {
    eyebrow: "Branding and packaging",
    title: "Your brand in every detail, from insole to shoebox",
  },
  newsletter: { eyebrow: "Newsletter", title: "Field notes from the Alps, at most once a month" },
  legal: { eyebrow: "Legal", title: "Privacy, terms, cookies and accessibility" },
} as const;

export type OgSection = keyof typeof ogSections;
