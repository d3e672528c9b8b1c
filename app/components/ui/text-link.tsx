import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

/**
 * The smaller link that leads on from a section ("Explore our services", "Read the case study"):
 * bold display type in the accent colour with an arrow, at least 44 px tall, set alike on every
 * page. `to` is a path inside the site, optionally with a `#fragment`.
 * @param tone "light" on a light ground (glacier 700), "dark" on charcoal (glacier)
 */
export function TextLink({
  to,
  children,
  tone = "light",
  className = "",
}: {
  to: string;
  children: React.ReactNode;
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`keyboard-focus inline-flex min-h-11 items-center gap-2 self-start rounded font-display font-600 ${
        tone === "dark" ? "text-glacier hover:text-snow" : "text-glacier-700 hover:text-charcoal"
      } ${className}`}
    >
      {children}
      <Icon name="arrow-right" />
    </Link>
  );
}
