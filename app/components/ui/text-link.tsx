import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

/**
 * The smaller link that leads on from a section ("Explore our services", "Read the case study"):
 * bold display type in the accent colour with an arrow, at least 44 px tall, set alike on every
 * page. Where the words wrap on a narrow screen, the arrow stays with the last word rather than
 * at the far edge of the first line.
 * @param to a path inside the site, optionally with a `#fragment`
 * @param children the link's words
 * @param context words for screen readers only, after the visible ones (": luxury finishing"),
 *   where the visible words alone repeat on the page
 * @param tone "light" on a light ground (glacier 700), "dark" on charcoal (glacier)
 */
export function TextLink({
  to,
  children,
  context,
  tone = "light",
  className = "",
}: {
  to: string;
  children: string;
  context?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const lastSpace = children.lastIndexOf(" ");
  return (
    <Link
      to={to}
      className={`keyboard-focus inline-block min-h-11 self-start text-balance rounded py-2.5 font-display font-600 ${
        tone === "dark" ? "text-glacier hover:text-snow" : "text-glacier-700 hover:text-charcoal"
      } ${className}`}
    >
      {children.slice(0, lastSpace + 1)}
      <span className="whitespace-nowrap">
        {children.slice(lastSpace + 1)}
        <Icon name="arrow-right" className="ml-2" />
      </span>
      {context && <span className="sr-only">{context}</span>}
    </Link>
  );
}
