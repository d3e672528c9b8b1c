import { useRouteLoaderData } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";

type Props = {
  /** Absolute URL of the article. */
  url: string;
  title: string;
  /** "dark" on the charcoal article header. */
  tone?: "light" | "dark";
};

/** Plain share links: e-mail, LinkedIn, X. They need no JavaScript. */
export function shareLinks(
  url: string,
  title: string,
): { label: string; icon: IconName; href: string; external: boolean }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: "E-mail", icon: "mail", href: `mailto:?subject=${t}&body=${u}`, external: false },
    {
      label: "LinkedIn",
      icon: "linkedin",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      external: true,
    },
    { label: "X", icon: "twitter", href: `https://x.com/intent/post?text=${t}&url=${u}`, external: true },
  ];
}

/**
 * Progressive enhancement for {@link ShareActions}, run inline right after its markup (before the
 * first paint, so nothing moves): it shows the Share and Save buttons in place of the plain links.
 * Share uses the Web Share API where the browser has it, otherwise copies the link and says so;
 * if copying fails, the plain links come back. Save opens the print dialog (print / Save as PDF).
 * Plain script: article pages load no framework JavaScript.
 */
const ENHANCE_SCRIPT = `(${enhanceShareActions})()`;

/** The script's source, as a function whose text the page inlines (minified in production); self-contained. */
function enhanceShareActions() {
  const box = document.currentScript?.parentElement;
  if (!box) return;
  const links = box.querySelector<HTMLElement>("[data-share-links]");
  const buttons = box.querySelector<HTMLElement>("[data-share-buttons]");
  if (!links || !buttons) return;
  const status = buttons.querySelector("[role=status]");
  const swap = (showButtons: boolean) => {
    links.classList.toggle("invisible", showButtons);
    links.inert = showButtons;
    buttons.hidden = !showButtons;
  };
  swap(true);
  buttons.querySelector("[data-print]")?.addEventListener("click", () => window.print());
  buttons.querySelector("[data-share]")?.addEventListener("click", async () => {
    const { title, url = location.href } = box.dataset;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error | null)?.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      if (status) status.textContent = "Link copied to clipboard";
      setTimeout(() => {
        if (status) status.textContent = "";
      }, 4000);
    } catch {
      const label = links.querySelector("[data-share-label]");
      if (label) label.textContent = "Couldn\u2019t copy the link. Share it with:";
      swap(false);
    }
  });
}

/**
 * The article's "Share" and "Save". The server renders plain share links, so it works without
 * JavaScript; a small inline script (no framework) puts the Share and Save buttons in their place.
 * Links and buttons share one grid cell, the hidden set unseen and inert, and the box is at least
 * a button high either way, so the swap moves nothing below it (no layout shift).
 */
export function ShareActions({ url, title, tone = "light" }: Props) {
  const nonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  const dark = tone === "dark";
  const button = `btn border ${dark ? "border-white/25 text-snow hover:bg-white/10" : "border-granite-300 text-charcoal hover:bg-granite-100"}`;

  return (
    <div data-share-actions data-url={url} data-title={title} className="grid min-h-12">
      <div data-share-links className="flex flex-wrap items-center gap-2 [grid-area:1/1] sm:justify-end">
        <span data-share-label className={`mr-1 text-sm font-500 ${dark ? "text-granite-200" : "text-granite"}`}>
          Share:
        </span>
        <ShareLinkList url={url} title={title} className={`${button} px-3.5 py-2`} />
      </div>
      {/* Hidden, not just unseen, until the script shows it: without JavaScript it is not there at all. */}
      <div data-share-buttons hidden className="self-start [grid-area:1/1]">
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <button type="button" data-share className={button}>
            <Icon name="share-2" />
            Share
          </button>
          <button type="button" data-print className={button}>
            <Icon name="file-down" />
            Save
          </button>
          <span role="status" className={`ml-1 text-sm font-500 ${dark ? "text-glacier" : "text-glacier-700"}`} />
        </div>
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ENHANCE_SCRIPT }} />
    </div>
  );
}

/** The plain share links, each a styled anchor. */
function ShareLinkList({ url, title, className }: { url: string; title: string; className: string }) {
  return shareLinks(url, title).map((link) => (
    <a
      key={link.label}
      href={link.href}
      className={className}
      {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      <Icon name={link.icon} />
      {link.label}
      {link.external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  ));
}
