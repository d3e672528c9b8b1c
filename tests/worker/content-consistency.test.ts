/**
 * One story on every page: people, their titles, client case figures and the reply promise are
 * stated once in content modules, and every rendered page must agree with them. Each check reads
 * the real pages from the Worker, so a page that writes a figure or a title by hand, or two
 * modules that disagree, fail here.
 */
import { SELF } from "cloudflare:test";
import { articles } from "virtual:articles";
import { describe, expect, it } from "vitest";
import { TEST_LOOPS } from "~/components/art/test-loop-map";
import { testRouteBand } from "~/content/about";
import { allRoundPlatform, caseFigureList, caseStudies, featuredCase, trustedPartners } from "~/content/cases";
import {
  briefToPairs,
  developmentTimeline,
  manufacturingStats,
  productionTimeline,
  qualityFigures,
  responsePromise,
  trackRecord,
} from "~/content/figures";
import { recentIssues } from "~/content/newsletter";
import { baseAwayFromStudio, byline, founder, team } from "~/content/people";
import { services } from "~/content/services";
import { shippedProgramme, shippedRecord } from "~/content/shipped-record";
import { site } from "~/content/site";
import { allPagePaths } from "~/lib/site-index";
import { RANGE_DASH } from "~/lib/typography";

const pageCache = new Map<string, Promise<string>>();

/** A content value as {@link pageText} reads it: its no-break spaces as plain ones. */
function plain(text: string): string {
  return text.replace(/\u00a0/g, " ");
}

/** A page's visible text (tags dropped, entities decoded, white space collapsed), fetched once. */
function pageText(path: string): Promise<string> {
  let text = pageCache.get(path);
  if (!text) {
    text = SELF.fetch(`http://localhost${path}`).then(async (res) => {
      expect(res.status, path).toBe(200);
      const html = await res.text();
      return html
        .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&")
        .replace(/&nbsp;|\u00a0/g, " ")
        .replace(/\s+/g, " ");
    });
    pageCache.set(path, text);
  }
  return text;
}

const pages = allPagePaths(articles.map((a) => a.slug));
const roles = new Map(team.map((p) => [p.name, p.role]));

describe("people", () => {
  it("no two people share a title", () => {
    const titles = team.map((p) => p.role);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("everyone joined in or after the studio's founding year, the founder in it, and none in the future", () => {
    expect(founder.joined).toBe(trackRecord.founded);
    for (const person of team) {
      expect(person.joined, person.name).toBeGreaterThanOrEqual(trackRecord.founded);
      expect(person.joined, person.name).toBeLessThanOrEqual(new Date().getUTCFullYear());
    }
  });

  it("every article author is a team member, with that member's title", () => {
    for (const article of articles) {
      expect(team.map(byline), article.slug).toContain(article.author);
    }
  });

  it("an article's review note names a team member other than its author, with that member's title", () => {
    const reviewed = articles.filter((article) => article.revision?.startsWith("Reviewed by "));
    expect(reviewed.length).toBeGreaterThan(0);
    for (const article of reviewed) {
      const reviewer = team.find((person) => article.revision?.startsWith(`Reviewed by ${byline(person)}, `));
      expect(reviewer, `${article.slug}: ${article.revision}`).toBeDefined();
      expect(reviewer && byline(reviewer), article.slug).not.toBe(article.author);
    }
  });

  it("a French identity's SIREN passes its Luhn check and its VAT number carries the SIREN's key", () => {
    if (site.address.country !== "FR") return;
    const siren = site.legal.registration.replace(/\D/g, "").slice(-9);
    const luhn = [...siren].reverse().reduce((sum, digit, i) => {
      const d = Number(digit) * (i % 2 ? 2 : 1);
      return sum + (d > 9 ? d - 9 : d);
    }, 0);
    expect(luhn % 10, siren).toBe(0);
    // The French VAT key is (12 + 3 × (SIREN mod 97)) mod 97, written as two digits before the SIREN.
    const key = String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0");
    expect(site.legal.vatNumber.replace(/\s/g, "")).toBe(`FR${key}${siren}`);
  });

  it("the company's legal representative named on the legal pages is a team member on About, with their title", async () => {
    const [name] = site.legal.director.split(",");
    const person = team.find((p) => p.name === name);
    expect(person, name).toBeDefined();
    // The legal role (President of the SAS) comes after the title every other page gives them.
    expect(site.legal.director.startsWith(`${name}, ${person?.role}`)).toBe(true);
    expect(await pageText("/terms")).toContain(name);
  });

  it("the About page introduces every team member, and so every article author, with their title", async () => {
    const about = await pageText("/about");
    for (const person of team) {
      expect(about).toContain(person.name);
      expect(about).toContain(person.role);
    }
    for (const author of new Set(articles.map((a) => a.author.split(",")[0]))) expect(about).toContain(author);
  });

  it("every article ends with a note on its author, whose byline links to it, with their credits and the team", async () => {
    for (const article of articles) {
      const html = await (await SELF.fetch(`http://localhost/blog/${article.slug}`)).text();
      const person = team.find((p) => byline(p) === article.author);
      if (!person) throw new Error(`${article.slug}: no team member for "${article.author}"`);
      const note = html.match(/<section id="about-the-author"[\s\S]*?<\/section>/)?.[0];
      expect(note, article.slug).toBeDefined();
      // The byline names the author and links to the note.
      expect(html).toMatch(new RegExp(`<a href="#about-the-author"[^>]*>${person.name}</a>`));
      // One heading holds both the note's name and the author's.
      expect(note).toMatch(new RegExp(`<h2 id="author-heading">.*About the author.*${person.name}.*</h2>`));
      expect(note).toContain(person.role);
      const away = baseAwayFromStudio(person);
      if (away) expect(note).toContain(`, based in ${away}`);
      else expect(note).not.toContain("based in");
      expect(note).toContain(person.bio);
      // The year keeps to its word on one line (keepLastWordsTogether): a no-break space.
      expect(note).toContain(`since\u00a0${person.joined}`);
      for (const credit of person.credits) expect(note).toContain(`href="/work#${credit.caseId}"`);
      expect(note).toContain('href="/about#team"');
    }
  });

  it("a revised article shows its revision date beside its publication date and what changed at its end; the others neither", async () => {
    const revised = articles.filter((a) => a.updated);
    expect(revised.length).toBeGreaterThan(0);
    expect(revised.length).toBeLessThan(articles.length);
    for (const article of articles) {
      const html = await (await SELF.fetch(`http://localhost/blog/${article.slug}`)).text();
      const header = html.slice(html.indexOf('<header class="article-header'), html.indexOf('id="article-title"'));
      expect(header, article.slug).toContain(`<time dateTime="${article.date}">`);
      const note = html.match(/<p class="article-revision[\s\S]*?<\/p>/)?.[0];
      if (article.updated) {
        expect(header, article.slug).toMatch(new RegExp(`Updated <time dateTime="${article.updated}">`));
        // What the revision changed, at the end of the article, under its date.
        expect(note, article.slug).toContain(`<time dateTime="${article.updated}">`);
        if (!article.revision) throw new Error(`${article.slug}: "updated" without "revision"`);
        expect(note, article.slug).toContain(article.revision);
      } else {
        expect(header, article.slug).not.toContain("Updated");
        expect(note, article.slug).toBeUndefined();
      }
    }
  });

  it("Home names each case-study client with a link to its case on /work, and /work has that case", async () => {
    const home = await (await SELF.fetch("http://localhost/")).text();
    const work = await (await SELF.fetch("http://localhost/work")).text();
    for (const study of caseStudies) {
      expect(home).toContain(`href="/work#${study.id}"`);
      expect(work).toContain(`id="${study.id}"`);
    }
  });

  it("every service step that links to an article links to one the blog has", () => {
    const slugs = articles.map((a) => a.slug);
    const linked = services.flatMap((s) => (s.article ? [s.article.slug] : []));
    expect(linked.length).toBeGreaterThan(0);
    for (const slug of linked) expect(slugs).toContain(slug);
  });

  it("the blog names every author beside its heading, with the number of articles that carry their byline", async () => {
    const blog = await pageText("/blog");
    const counts = new Map<string, number>();
    for (const article of articles) counts.set(article.author, (counts.get(article.author) ?? 0) + 1);
    for (const [author, count] of counts) {
      const [name, role] = author.split(", ");
      expect(blog).toContain(`${name} ${role} ${count} ${count === 1 ? "article" : "articles"}`);
    }
  });

  it("every team credit names a case study that /work shows, and About links to it", async () => {
    const about = await (await SELF.fetch("http://localhost/about")).text();
    for (const person of team) {
      expect(person.credits.length, person.name).toBeGreaterThan(0);
      for (const credit of person.credits) {
        expect(caseStudies.map((c) => c.id)).toContain(credit.caseId);
        expect(about).toContain(`href="/work#${credit.caseId}"`);
      }
    }
  });

  it("wherever a team member is named with a title, it is their title", async () => {
    for (const path of pages) {
      const text = await pageText(path);
      for (const [name, role] of roles) {
        for (const match of text.matchAll(
          new RegExp(`${name}\\s*[,·]\\s*([A-Z][A-Za-z ]+?)(?=[.,·;:)]|\\s{2}| [a-z]|$)`, "g"),
        )) {
          const stated = match[1].trim();
          // Only titles are checked: a name followed by other capitalised words is not a byline.
          if (team.some((p) => stated.startsWith(p.role.split(" ")[0]))) {
            expect(role.startsWith(stated) || stated.startsWith(role), `${path}: ${name}, ${stated}`).toBe(true);
          }
        }
      }
    }
  });
});

describe("clients and case figures", () => {
  it("Work shows every case's figures, story and quote under its client", async () => {
    const work = await pageText("/work");
    for (const study of caseStudies) {
      for (const { value } of caseFigureList(study)) expect(work, `${study.id} ${value}`).toContain(plain(value));
      expect(work).toContain(study.client.name);
      expect(work).toContain(plain(study.testimonial.quote));
    }
  });

  it("Home quotes the featured case with the same client, person and figures as Work", async () => {
    const [home, work] = await Promise.all([pageText("/"), pageText("/work")]);
    const { testimonial } = featuredCase;
    for (const text of [home, work]) {
      expect(text).toContain(plain(testimonial.quote));
      expect(text).toContain(`${testimonial.author} · ${testimonial.role}`);
    }
    for (const { value } of caseFigureList(featuredCase)) expect(home).toContain(plain(value));
  });

  it("a quote is attributed to its own client", async () => {
    for (const path of pages) {
      const text = await pageText(path);
      for (const study of caseStudies) {
        const at = text.indexOf(study.testimonial.quote);
        if (at < 0) continue;
        const after = text.slice(at + study.testimonial.quote.length);
        // The first client named after the quote is the one it is attributed to.
        const named = caseStudies
          .map((s) => ({ name: s.client.name, at: after.indexOf(s.client.name) }))
          .filter((n) => n.at >= 0)
          .sort((a, b) => a.at - b.at)[0];
        expect(named?.name, `${path}: quote of ${study.client.name}`).toBe(study.client.name);
      }
    }
  });

  it("every case was developed and delivered inside the published timelines, so no page contradicts them", () => {
    const [shortest, longest] = productionTimeline.totalDays;
    for (const study of caseStudies) {
      expect(study.figures.productionDays, study.id).toBeGreaterThanOrEqual(shortest);
      expect(study.figures.productionDays, study.id).toBeLessThanOrEqual(longest);
      const path =
        study.category === "Private Label" ? developmentTimeline.privateLabel : developmentTimeline.customDesign;
      expect(study.figures.developmentWeeks, study.id).toBeGreaterThanOrEqual(path.weeks[0]);
      expect(study.figures.developmentWeeks, study.id).toBeLessThanOrEqual(path.weeks[1]);
      // A private label plans one sample round, a custom design two or three.
      expect(study.figures.fittingRounds, study.id).toBeLessThanOrEqual(study.category === "Private Label" ? 1 : 3);
    }
  });

  it("the shipped record has a row for every case study and every partner brand, and fits the track record", () => {
    for (const study of caseStudies) {
      const row = shippedProgramme(study.id);
      expect(row, study.id).toBeDefined();
      expect(row?.brand, study.id).toBe(study.client.name);
      expect(row?.programme, study.id).toBe(study.category === "Private Label" ? "Private label" : "Custom design");
      // Whole orders of the case's minimum: per colourway or per style.
      expect((row?.pairs ?? 0) % study.figures.moq.pairs, study.id).toBe(0);
      expect(row?.pairs ?? 0, study.id).toBeGreaterThanOrEqual(study.figures.moq.pairs);
    }
    const named = shippedRecord.flatMap((row) => (row.brand ? [row.brand] : []));
    expect(new Set(named)).toEqual(new Set(trustedPartners.map((partner) => partner.name)));
    for (const row of shippedRecord) expect(row.brand !== null || Boolean(row.unnamed), row.shipped).toBe(true);
    const months = shippedRecord.map((row) => row.shipped);
    expect(months).toEqual([...months].sort().reverse());
    expect(Number(months.at(-1)?.slice(0, 4))).toBeGreaterThanOrEqual(trackRecord.founded);
    expect(months[0] <= new Date().toISOString().slice(0, 7)).toBe(true);
    expect(shippedRecord.length).toBeLessThanOrEqual(trackRecord.styles);
    const pairs = shippedRecord.reduce((sum, row) => sum + row.pairs, 0);
    expect(pairs).toBeLessThanOrEqual(Number(trackRecord.pairs.replace(/,/g, "")));
    // Each case study launched once; Home's "100% on-time delivery of launch orders" holds in the record.
    for (const study of caseStudies) {
      expect(
        shippedRecord.filter((row) => row.caseId === study.id && row.order === "Launch"),
        study.id,
      ).toHaveLength(1);
    }
    for (const row of shippedRecord) if (row.onTime !== true) expect(row.order, row.shipped).toBe("Reorder");
  });

  it("the newsletter page shows the last three issues, newest first, each listing the articles published since the one before", async () => {
    const issues = recentIssues;
    expect(issues).toHaveLength(3);
    const days = issues.map((issue) => issue.sent);
    expect(days).toEqual([...days].sort().reverse());
    expect(days[0] <= new Date().toISOString().slice(0, 10)).toBe(true);
    // "Issues go out in the last week of the month", as the page says.
    for (const day of days) {
      const [y, m, d] = day.split("-").map(Number);
      const monthLength = new Date(Date.UTC(y, m, 0)).getUTCDate();
      expect(d, day).toBeGreaterThan(monthLength - 7);
    }
    const html = await (await SELF.fetch("http://localhost/newsletter")).text();
    expect(html).toContain("Issues go out in the last week of the month");
    const listed = new Set<string>();
    issues.forEach((issue, i) => {
      const since = days[i + 1];
      for (const article of issue.newArticles) {
        expect(article.date <= issue.sent, article.slug).toBe(true);
        if (since) expect(article.date > since, article.slug).toBe(true);
        listed.add(article.slug);
      }
      expect(html).toContain(`<time dateTime="${issue.sent}">`);
      for (const line of [issue.lab, issue.trail, issue.factory]) expect(html).toContain(line);
    });
    // Every article published inside the three issues' span is in one of them, and linked.
    for (const article of articles.filter((a) => a.date > (days.at(-1) ?? "") && a.date <= days[0])) {
      expect(listed.has(article.slug), article.slug).toBe(true);
    }
    for (const slug of listed) expect(html).toContain(`href="/blog/${slug}"`);
    expect(listed.size).toBeGreaterThan(0);
  });

  it("a case's day and week counts and fitting rounds match its figures", () => {
    const words = ["One", "one", "Two", "two", "Three", "three"];
    for (const study of caseStudies) {
      const text = [study.description, ...study.story, ...study.highlights].join(" ");
      for (const m of text.matchAll(/(\d+) days/g)) expect(Number(m[1]), study.id).toBe(study.figures.productionDays);
      for (const m of text.matchAll(/(\d+) weeks/g))
        expect(Number(m[1]), study.id).toBe(study.figures.developmentWeeks);
      for (const m of text.matchAll(/\b(\w+) fitting rounds?\b/g)) {
        const n = words.indexOf(m[1]);
        if (n >= 0) expect(Math.floor(n / 2) + 1, study.id).toBe(study.figures.fittingRounds);
      }
      if (/first samples fit/i.test(text)) expect(study.figures.fittingRounds, study.id).toBe(1);
    }
  });

  /**
   * Each drawn row of bars in a part of the Services page, as the right ends of its bars in
   * percent of the scale, upper line first.
   */
  const barEnds = (html: string) =>
    [...html.matchAll(/<div class="relative h-7[^"]*" aria-hidden="true">([\s\S]*?)<\/div>/g)].map((m) =>
      [...m[1].matchAll(/style="left:([\d.]+)%;width:([\d.]+)%"/g)].map((s) => Number(s[1]) + Number(s[2])),
    );

  it("the Services timeline never draws a stage ending after the programme's longest total, and its last stage ends there", async () => {
    const html = await (await SELF.fetch("http://localhost/services")).text();
    const bars = barEnds(html.slice(html.indexOf('id="production-chart-heading"')));
    // One bar per stage, then the whole programme; each bar ends where its lighter part ends.
    expect(bars).toHaveLength(productionTimeline.stages.length + 1);
    const ends = bars.map((parts) => Math.max(...parts));
    for (const end of ends) expect(end).toBeLessThanOrEqual(100.0001);
    expect(ends[productionTimeline.stages.length - 1]).toBeCloseTo(100, 3);
    expect(ends.at(-1)).toBeCloseTo(100, 3);
  });

  it("the Services programme chart draws each path's development and production to scale, and states its brief-to-pairs weeks", async () => {
    const html = await (await SELF.fetch("http://localhost/services")).text();
    const chart = html.slice(
      html.indexOf('id="programme-chart-heading"'),
      html.indexOf('id="production-chart-heading"'),
    );
    const [fewestDays, mostDays] = productionTimeline.totalDays;
    const paths = [
      { weeks: developmentTimeline.privateLabel.weeks, total: briefToPairs.privateLabel },
      { weeks: developmentTimeline.customDesign.weeks, total: briefToPairs.customDesign },
    ];
    const rows = barEnds(chart);
    expect(rows).toHaveLength(paths.length);
    // The scale ends at the first four-week step past the longest programme.
    const longest = Math.max(...paths.map((p) => p.weeks[1] + mostDays / 7));
    const max = Math.ceil(longest / 4) * 4;
    paths.forEach((path, i) => {
      expect(chart).toContain(path.total);
      // Upper line: development then production at their shortest; lower: at their longest.
      const [devShort, prodShort, devLong, prodLong] = rows[i];
      expect(devShort).toBeCloseTo((path.weeks[0] / max) * 100, 1);
      expect(prodShort).toBeCloseTo(((path.weeks[0] + fewestDays / 7) / max) * 100, 1);
      expect(devLong).toBeCloseTo((path.weeks[1] / max) * 100, 1);
      expect(prodLong).toBeCloseTo(((path.weeks[1] + mostDays / 7) / max) * 100, 1);
      expect(prodLong).toBeLessThanOrEqual(100);
    });
  });

  it("the Services timeline says how many days its longest stages run side by side, as the figures require", async () => {
    const { stages, totalDays } = productionTimeline;
    const overlap = stages.reduce((sum, s) => sum + s.days[1], 0) - totalDays[1];
    const html = await (await SELF.fetch("http://localhost/services")).text();
    if (overlap > 0) expect(html).toMatch(new RegExp(`starts ${overlap}\u00a0days? before`));
    else expect(html).not.toContain("days before");
  });

  it("a case built on our all-round platform's outsole has the reference build's stack and lug depth", () => {
    const onPlatform = caseStudies.filter((study) => /all-round last and outsole/.test(study.story.join(" ")));
    expect(onPlatform.length).toBeGreaterThan(0);
    for (const study of onPlatform) {
      expect(study.spec, study.id).toMatchObject({
        heelStack: allRoundPlatform.heelStack,
        forefootStack: allRoundPlatform.forefootStack,
        lugDepth: allRoundPlatform.lugDepth,
      });
    }
  });

  it("no page says the first samples fit for a client that needed more than one fitting round", async () => {
    for (const path of pages) {
      const text = await pageText(path);
      if (!/first samples fit/i.test(text)) continue;
      for (const study of caseStudies.filter((s) => s.figures.fittingRounds > 1)) {
        expect(text, path).not.toContain(study.client.name);
      }
    }
  });
});

describe("the test loops", () => {
  it("the Chamonix article shows the loop map before its list, and item n of the list is the map's loop n", async () => {
    const res = await SELF.fetch("http://localhost/blog/chamonix-testing");
    const html = await res.text();
    const map = html.indexOf('src="/art/test-loops-light.svg"');
    expect(map, "the article's figure").toBeGreaterThan(-1);
    // The first ordered list after the map: its items start with the loop's name in bold.
    const list = /<ol[^>]*>([\s\S]*?)<\/ol>/.exec(html.slice(map))?.[1] ?? "";
    const names = [...list.matchAll(/<li[^>]*>\s*<strong[^>]*>([^<]+?)\.?<\/strong>/g)].map((m) => m[1]);
    expect(names).toEqual(TEST_LOOPS.map((loop) => loop.name));
  });

  it("About shades the altitudes the Chamonix article gives: the valley floor, and Lac Blanc at the top of its highest loop", async () => {
    const metres = (m: number) => `${m.toLocaleString("en-GB")} m`;
    const article = await pageText("/blog/chamonix-testing");
    expect(article).toContain(`valley floor sits at about ${metres(testRouteBand.lowMetres)}`);
    expect(article).toContain(`${testRouteBand.highPoint} (${metres(testRouteBand.highMetres)})`);
    expect(await pageText("/about")).toContain(
      `${testRouteBand.label} ${testRouteBand.lowMetres.toLocaleString("en-GB")}${RANGE_DASH}${metres(testRouteBand.highMetres)}`,
    );
  });
});

describe("promises", () => {
  it("every page that promises a reply promises the same time", async () => {
    const promise =
      /\b(?:reply|replies|respond|answer|answers|hear back|come back)\b[^.]{0,30}?\bwithin (\d+ (?:working )?(?:hours?|days?))/gi;
    let seen = 0;
    for (const path of pages) {
      for (const m of (await pageText(path)).matchAll(promise)) {
        seen++;
        expect(m[1], `${path}: "${m[0]}"`).toBe(plain(responsePromise.initialResponse));
      }
    }
    expect(seen).toBeGreaterThan(3);
  });

  it("the accessibility statement gives the same reply time as the contact page", async () => {
    expect(await pageText("/accessibility")).toContain(`within ${plain(responsePromise.initialResponse)}`);
    expect(await pageText("/contact")).toContain(`within ${plain(responsePromise.initialResponse)}`);
  });

  it("on-time delivery: Home's 100% says it counts launch orders, and every other rate is the FAQ's", async () => {
    const onTime = manufacturingStats.find((s) => s.value === "100%");
    expect(onTime?.label).toMatch(/launch orders/);
    const rate = qualityFigures.onTimeRate;
    expect(await pageText("/")).toContain(rate);
    for (const path of pages) {
      for (const m of (await pageText(path)).matchAll(/(\d+(?:\.\d+)?%) on-time delivery(?! of launch orders)/gi)) {
        expect(m[1], path).toBe(rate);
      }
    }
  });

  it("the track record: Home and About give the same year, styles, brands and pairs, and no page another founding year", async () => {
    const { founded, styles, brands, pairs } = trackRecord;
    for (const path of ["/", "/about"]) {
      const text = await pageText(path);
      for (const figure of [String(founded), `${styles} styles`, `${brands} brands`, `${pairs} pairs`]) {
        expect(text, `${path}: ${figure}`).toContain(figure);
      }
    }
    for (const path of pages) {
      for (const m of (await pageText(path)).matchAll(/(?:founded|opened)[^.]{0,40}?\b((?:19|20)\d\d)\b/gi)) {
        expect(m[1], path).toBe(String(founded));
      }
    }
  });
});
