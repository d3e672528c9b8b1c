import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

/** How a call-to-action link looks: filled accent, outline on a dark ground, or filled dark. */
export type CtaTone = "primary" | "outline" | "dark";

const toneClass: Record<CtaTone, string> = {
  primary: "btn-primary",
  outline: "btn-outline text-snow",
  dark: "btn-dark",
};

/**
 * The large call-to-action link: a pill that never wraps, at least 44 px tall, with an arrow
 * on the primary and dark tones unless `arrow` is false. `to` is a path inside the site (or an
 * in-page `#anchor`).
 */
export function CtaLink({
  to,
  children,
  tone = "primary",
  arrow = tone !== "outline",
  className = "",
}: {
  to: string;
  children: React.ReactNode;
  tone?: CtaTone;
  arrow?: boolean;
  className?: string;
}) {
  const classes = `${toneClass[tone]} btn-lg ${className}`;
  const icon = arrow && <Icon name="arrow-right" className="max-[359px]:hidden" />;
  if (to.startsWith("#")) {
    return (
      <a href={to} className={classes}>
        {children}
        {icon}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
      {icon}
    </Link>
  );
}
