import { href } from "react-router";
import { CtaLink } from "~/components/ui/cta-link";

/**
 * The light glacier panel that sends a reader on to /sustainability (Home, About): eyebrow,
 * heading, a paragraph and the link, with what proves it (`aside`: a drawing, the figures) beside
 * them from 1024 px and below them before.
 * @param id the heading's id, which labels the section
 * @param title the heading
 * @param text the paragraph under it
 * @param linkLabel the link's text
 * @param aside what stands beside the words
 * @param columns the two columns' widths from 1024 px, as a grid template
 * @param className the section's spacing
 */
export function SustainabilityPanel({
  id,
  title,
  text,
  linkLabel,
  aside,
  columns,
  className = "",
}: {
  id: string;
  title: string;
  text: string;
  linkLabel: string;
  aside: React.ReactNode;
  columns: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-site">
        <div className={`grid items-center gap-10 rounded-3xl bg-glacier/25 px-5 py-12 sm:(px-14 py-14) ${columns}`}>
          <div className="max-w-2xl">
            <p className="eyebrow">Sustainability</p>
            <h2 id={id} className="mt-3 font-display text-3xl font-700 tracking-tight">
              {title}
            </h2>
            <p className="mt-4 text-lg text-charcoal-700">{text}</p>
            <CtaLink to={href("/sustainability")} tone="dark" className="mt-8">
              {linkLabel}
            </CtaLink>
          </div>
          {aside}
        </div>
      </div>
    </section>
  );
}
