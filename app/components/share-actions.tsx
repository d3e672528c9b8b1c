import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

type Props = {
  /** Absolute URL of the article. */
  url: string;
  title: string;
  /** "dark" on the charcoal article header. */
  tone?: "light" | "dark";
};

type CopyState = "idle" | "copied" | "failed";

/** Plain share links: e-mail, LinkedIn, X. They need no JavaScript. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: "E-mail", icon: "i-lucide-mail", href: `mailto:?subject=${t}&body=${u}`, external: false },
    {
      label: "LinkedIn",
      icon: "i-lucide-linkedin",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      external: true,
    },
    { label: "X", icon: "i-lucide-twitter", href: `https://x.com/intent/post?text=${t}&url=${u}`, external: true },
  ];
}

/**
 * The article's "Share" and "Save" (design §2). Server-rendered and before hydration it
 * shows plain share links, so it works without JavaScript. Once hydrated, "Share" uses
 * the Web Share API where the browser has it, otherwise copies the link and says so;
 * "Save" opens the print dialog (print / Save as PDF, styled by the print stylesheet).
 */
export function ShareActions({ url, title, tone = "light" }: Props) {
  const hydrated = useHydrated();
  const [copy, setCopy] = useState<CopyState>("idle");
  const dark = tone === "dark";
  const button = `btn border ${dark ? "border-white/25 text-snow hover:bg-white/10" : "border-granite-300 text-charcoal hover:bg-granite-100"}`;

  const links = (hidden: boolean) => (
    <div
      className={`flex flex-wrap items-center gap-2 [grid-area:1/1] ${hidden ? "invisible" : ""}`}
      inert={hidden || undefined}
    >
      <span className={`mr-1 text-sm font-500 ${dark ? "text-granite-200" : "text-granite"}`}>Share:</span>
      <ShareLinkList url={url} title={title} className={`${button} px-3.5 py-2`} />
    </div>
  );

  if (!hydrated) {
    return (
      <div data-share-actions className="grid min-h-12">
        {links(false)}
      </div>
    );
  }

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopy("copied");
      window.setTimeout(() => setCopy("idle"), 4000);
    } catch {
      setCopy("failed");
    }
  }

  // The buttons take the links' place. The links stay in the same grid cell, unseen and
  // inert, and the box is at least a button high in both states, so it keeps its height
  // and nothing below it moves when the page hydrates (no layout shift).
  return (
    <div data-share-actions className="grid min-h-12">
      {links(true)}
      <div className="flex flex-wrap items-center gap-2 self-start [grid-area:1/1]">
        <button type="button" onClick={share} className={button}>
          <span className={copy === "copied" ? "i-lucide-check" : "i-lucide-share-2"} aria-hidden="true" />
          Share
        </button>
        <button type="button" onClick={() => window.print()} className={button}>
          <span className="i-lucide-printer" aria-hidden="true" />
          Save
        </button>
        <p role="status" className={`ml-1 text-sm font-500 ${dark ? "text-glacier" : "text-glacier-700"}`}>
          {copy === "copied"
            ? "Link copied to clipboard"
            : copy === "failed"
              ? "Couldn’t copy the link. Share it with:"
              : ""}
        </p>
        {copy === "failed" && <ShareLinkList url={url} title={title} className={`${button} px-3.5 py-2`} />}
      </div>
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
      <span className={link.icon} aria-hidden="true" />
      {link.label}
      {link.external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  ));
}
