/**
 * The stylesheet split into rules keyed by class (vite-plugins/css-rules.ts), and the cut a page
 * gets from it (app/lib/page-css.server.ts). The Chromium suite checks the cut on every real page
 * (tests/e2e/page-css.test.ts); these cases pin down the selector rules one by one.
 */
import { describe, expect, it } from "vitest";
import { classesIn, cssFor, inlinePageCss, shortenClassNames, tagsIn, typesIn } from "../../app/lib/page-css.server";
import { PAGE_CSS_MARKER } from "../../app/lib/page-css-marker";
import { SHORT_CLASS_NAME, shortClassName } from "../../app/lib/short-class-names";
import { renameClasses, splitCssRules } from "../../vite-plugins/css-rules";
import { inlineRulesData, RULES_PLACEHOLDER } from "../../vite-plugins/inline-css";

const keysOf = (css: string) => splitCssRules(css).rules.map(([keys]) => keys);

describe("splitCssRules", () => {
  it("keys a rule by the classes of its subject, decoded from CSS escapes", () => {
    expect(keysOf(".sm\\:grid{display:grid}")).toEqual([["sm:grid"]]);
    expect(keysOf(".text-\\[2\\.4rem\\]{font-size:2.4rem}")).toEqual([["text-[2.4rem]"]]);
    expect(keysOf(".\\31 0{width:10px}")).toEqual([["10"]]);
    expect(keysOf(".group:hover .group-hover\\:underline{text-decoration:underline}")).toEqual([
      ["group-hover:underline"],
    ]);
    expect(keysOf(".prose p{margin:0}")).toEqual([["prose"]]);
    // A class in only one alternative of `:is()` is not needed: the compound before it keys the rule.
    expect(keysOf(".prose>:is(p,.table){margin:0}")).toEqual([["prose"]]);
    expect(keysOf("svg:where(.icon){fill:none}")).toEqual([["icon"]]);
    expect(keysOf(".a,.b>.c{color:red}")).toEqual([["a", "c"]]);
  });

  it("gives no key, so every page keeps it, to a rule that can match without a class", () => {
    expect(keysOf("a{color:inherit}")).toEqual([[]]);
    expect(keysOf("a,.b{color:red}")).toEqual([[]]);
    expect(keysOf("p:not(.lead){color:red}")).toEqual([[]]);
    expect(keysOf(":is(p,.lead){color:red}")).toEqual([[]]);
    expect(keysOf(":where(p, .lead):not(:has(a)){color:red}")).toEqual([[]]);
    expect(keysOf('a[href$=".pdf"]{color:red}')).toEqual([[]]);
    expect(keysOf("@font-face{font-family:x;src:url(x.woff2)}")).toEqual([[]]);
    expect(keysOf("@keyframes in{from{opacity:0}}")).toEqual([[]]);
  });

  it("keeps the at-rules around a rule and drops comments", () => {
    const sheet = splitCssRules(
      "/* layer */@media (min-width:640px){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}",
    );
    expect(sheet.wrappers).toEqual(["@media (min-width:640px){"]);
    expect(sheet.rules.map(([keys, wrapper]) => [keys, wrapper])).toEqual([
      [["sm:flex"], 0],
      [["sm:grid"], 0],
    ]);
  });
});

describe("cssFor", () => {
  const sheet = splitCssRules(
    [
      "*,:before,:after{--un-rotate:0;--un-shadow:0 0 #0000}",
      "a{color:inherit}",
      ".flex{display:flex}",
      ".grid{display:grid}",
      "@media (min-width:640px){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}",
      ".shadow{box-shadow:var(--un-shadow)}",
    ].join(""),
  );

  it("keeps the rules of the page's classes and the rules without a key, in the sheet's order", () => {
    expect(cssFor(sheet, new Set(["grid", "sm:flex"]))).toBe(
      "a{color:inherit}.grid{display:grid}@media (min-width:640px){.sm\\:flex{display:flex}}",
    );
  });

  it("keeps a custom property's default only where a kept rule reads it", () => {
    expect(cssFor(sheet, new Set(["shadow"]))).toBe(
      "*,:before,:after{--un-shadow:0 0 #0000}a{color:inherit}.shadow{box-shadow:var(--un-shadow)}",
    );
  });

  it("given the page's elements, leaves out the rules for elements it does not have", () => {
    const reset = splitCssRules(
      "html,:host{line-height:1.5}abbr:where([title]){text-decoration:underline dotted}sub,sup{font-size:75%}input::placeholder,textarea::placeholder{opacity:1}[hidden]{display:none}::-webkit-inner-spin-button{height:auto}a{color:inherit}.grid{display:grid}",
    );
    const elements = (html: string) => ({ tags: tagsIn(html), types: typesIn(html) });
    expect(
      cssFor(reset, new Set(["grid"]), elements('<html><body><a class="grid"><sup>1</sup></a><input></body></html>')),
    ).toBe(
      "html,:host{line-height:1.5}sub,sup{font-size:75%}input::placeholder,textarea::placeholder{opacity:1}[hidden]{display:none}a{color:inherit}.grid{display:grid}",
    );
    expect(cssFor(reset, new Set([]), elements("<html><body><p>x</p></body></html>"))).toBe(
      "html,:host{line-height:1.5}[hidden]{display:none}",
    );
  });

  it("given the page's type attributes, keeps the reset's rules for those types only", () => {
    const reset = splitCssRules(
      "[type=search]{outline-offset:-2px}::-webkit-search-decoration{-webkit-appearance:none}::-webkit-inner-spin-button{height:auto}::-webkit-file-upload-button{font:inherit}:-moz-ui-invalid{box-shadow:none}",
    );
    const page = (html: string) => ({ tags: tagsIn(html), types: typesIn(html) });
    // An e-mail field: none of the type-specific rules; the one for any invalid field stays.
    expect(cssFor(reset, new Set(), page('<form><input type="email" name="e"></form>'))).toBe(
      ":-moz-ui-invalid{box-shadow:none}",
    );
    expect(cssFor(reset, new Set(), page('<input type="SEARCH"><input type="date">'))).toBe(
      "[type=search]{outline-offset:-2px}::-webkit-search-decoration{-webkit-appearance:none}::-webkit-inner-spin-button{height:auto}:-moz-ui-invalid{box-shadow:none}",
    );
    expect(cssFor(reset, new Set(), page('<input name="q"><input type="file">'))).toBe(
      "::-webkit-file-upload-button{font:inherit}:-moz-ui-invalid{box-shadow:none}",
    );
    expect([...typesIn('<input name="q"><input type="Email"><input\ntype="radio"><button type="submit">')]).toEqual([
      "text",
      "email",
      "radio",
      "submit",
    ]);
  });

  it("keeps, of a rule's selector list, only the selectors whose classes are all on the page", () => {
    const merged = splitCssRules(
      ".bg-white,.data-\\[tone\\=info\\]\\:bg-white[data-tone=info]{background:#fff}.a.b,.c{color:red}",
    );
    expect(cssFor(merged, new Set(["bg-white"]))).toBe(".bg-white{background:#fff}");
    expect(cssFor(merged, new Set(["bg-white", "data-[tone=info]:bg-white", "c"]))).toBe(
      ".bg-white,.data-\\[tone\\=info\\]\\:bg-white[data-tone=info]{background:#fff}.c{color:red}",
    );
    // `a` alone keeps the rule `.a.b,.c`, but neither selector can match: nothing is written.
    expect(cssFor(merged, new Set(["bg-white", "a"]))).toBe(".bg-white{background:#fff}");
  });

  it("keeps a @keyframes rule only where a kept rule names its animation", () => {
    const animated = splitCssRules(
      "@keyframes toast-in{from{opacity:0}to{opacity:1}}.toast{animation:toast-in .2s ease-out}.flex{display:flex}",
    );
    expect(cssFor(animated, new Set(["flex"]))).toBe(".flex{display:flex}");
    expect(cssFor(animated, new Set(["toast"]))).toBe(
      "@keyframes toast-in{from{opacity:0}to{opacity:1}}.toast{animation:toast-in .2s ease-out}",
    );
  });

  it("reopens an at-rule for each run of kept rules inside it", () => {
    expect(cssFor(sheet, new Set(["sm:flex", "sm:grid"]))).toBe(
      "a{color:inherit}@media (min-width:640px){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}",
    );
  });
});

describe("classesIn and inlinePageCss", () => {
  it("reads class attributes, decoding entities, and quoted words of inline scripts", () => {
    const html =
      '<div class="a  [&amp;&gt;p]:mt-2"></div><svg class="b"></svg><script>el.classList.add("invisible")</script>' +
      // A minified inline script writes its strings with backticks.
      "<script>(function(){e.classList.toggle(`hidden`,t)})()</script>";
    expect([...classesIn(html)].sort()).toEqual(["[&>p]:mt-2", "a", "b", "hidden", "invisible"]);
  });

  it("writes the page's cut in place of the marker, with the classes its module scripts can render, and drops text separators where nothing hydrates", () => {
    const sheet = {
      ...splitCssRules(".a{color:red}.b{color:blue}.toast{opacity:1}"),
      scripts: { "/assets/contact-x1.js": ["toast"] },
    };
    const page = (script: string) =>
      `<html><head><style>${PAGE_CSS_MARKER}</style></head><body class="a">ISO<!-- --> 9001${script}</body></html>`;
    // A page without module scripts writes short names, in its CSS and in its class attributes,
    // and its text without the separators React writes for hydration.
    expect(inlinePageCss(page(""), sheet)).toBe(
      '<html><head><style>.A{color:red}</style></head><body class="A">ISO 9001</body></html>',
    );
    // A page that hydrates keeps every name, and every separator, as React renders them.
    const hydrating = inlinePageCss(page('<script type="module">import "/assets/contact-x1.js";</script>'), sheet);
    expect(hydrating).toContain("<style>.a{color:red}.toast{opacity:1}</style>");
    expect(hydrating).toContain('<body class="a">ISO<!-- --> 9001');
    expect(inlinePageCss("<style>body{}</style>", sheet)).toBe("<style>body{}</style>");
  });
});

describe("short class names", () => {
  it("numbers the stylesheet's classes in the order they first appear, as marks in the rules", () => {
    const sheet = splitCssRules(
      '.b .sm\\:grid,.a{color:red}p:not(.b){color:blue}a[href$=".pdf"]{color:green}@keyframes in{12.5%{opacity:0}}',
    );
    expect(sheet.classes).toEqual(["b", "sm\\:grid", "a"]);
    expect(sheet.rules.map(([, , text]) => text)).toEqual([
      ".{0} .{1},.{2}{color:red}",
      "p:not(.{0}){color:blue}",
      'a[href$=".pdf"]{color:green}',
      "@keyframes in{12.5%{opacity:0}}",
    ]);
  });

  it("gives every number its own short name, none of the form of a lower-case class", () => {
    const names = Array.from({ length: 3000 }, (_, i) => shortClassName(i));
    expect(names.slice(0, 3)).toEqual(["A", "B", "C"]);
    expect(names.slice(25, 28)).toEqual(["Z", "AA", "AB"]);
    expect(names[77]).toBe("Az");
    expect(names[78]).toBe("BA");
    expect(names[1377]).toBe("Zz");
    expect(names[1378]).toBe("AAA");
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => SHORT_CLASS_NAME.test(name))).toBe(true);
    expect(() => shortClassName(-1)).toThrow(RangeError);
  });

  it("shortens the stylesheet's classes in class attributes, but not those a script names or the sheet lacks", () => {
    const sheet = splitCssRules(".x{color:red}.invisible{visibility:hidden}.\\[\\&\\>p\\]\\:mt-2>p{margin:0}");
    const html =
      '<p class="x  [&amp;&gt;p]:mt-2 hook"></p><b class="invisible x"></b>' +
      "<script>b.classList.remove(`invisible`)</script>";
    const { html: out, shortened } = shortenClassNames(html, sheet);
    expect(out).toBe(
      '<p class="A C hook"></p><b class="invisible A"></b><script>b.classList.remove(`invisible`)</script>',
    );
    expect([...shortened].sort()).toEqual(["[&>p]:mt-2", "x"]);
    // The CSS writes the same names: short where the page shortened them, as written elsewhere.
    expect(cssFor(sheet, classesIn(html), undefined, shortened)).toBe(
      ".A{color:red}.invisible{visibility:hidden}.C>p{margin:0}",
    );
  });

  it("renames the classes of a whole stylesheet, as the Chromium suite compares it with a page", () => {
    expect(
      renameClasses(".sm\\:grid:hover,p:not(.a){x:y}@media (width>=1px){.a{x:y}}", (n) => (n === "a" ? "Q" : n)),
    ).toBe(".sm\\:grid:hover,p:not(.Q){x:y}@media (width>=1px){.Q{x:y}}");
  });
});

describe("inlineRulesData", () => {
  // A rule text with a line separator, a backtick and a template placeholder, none of which may break the literal.
  const data = { wrappers: ["@media (width>=640px){"], rules: [[["x"], -1, `.x:after{content:"\u2028\`\${q}\`"}`]] };

  it.each(['"', "'", "`"])(
    "puts the data in place of JSON.parse(%s…%s) as an object literal that evaluates to it",
    (q) => {
      const code = `const a=1,siteCssRules=JSON.parse(${q}${RULES_PLACEHOLDER}${q});export{siteCssRules};`;
      const out = inlineRulesData(code, data);
      expect(out).not.toContain(RULES_PLACEHOLDER);
      expect(out).not.toContain("JSON.parse");
      const value = new Function(`${out.replace("export{siteCssRules};", "")}return siteCssRules;`)();
      expect(value).toEqual(data);
    },
  );

  it("refuses code without the call, and code where it appears twice", () => {
    expect(() => inlineRulesData("const siteCssRules=null;", data)).toThrow(/appear 0 times/);
    const twice = `JSON.parse("${RULES_PLACEHOLDER}");JSON.parse('${RULES_PLACEHOLDER}');`;
    expect(() => inlineRulesData(twice, data)).toThrow(/appear 2 times/);
  });
});
