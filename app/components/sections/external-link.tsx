import { Icon } from "~/components/ui/icon";
/**
 * A link that opens another site in a new tab, safely (rel="noopener noreferrer") and with
 * the hint "(opens in a new tab)" for assistive technology.
 */
export function ExternalLink({
  href,
  children,
  className = "",
  showIcon = true,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  showIcon?: boolean;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      {showIcon && <Icon name="arrow-up-right" className="shrink-0 max-[359px]:hidden" />}
    </a>
  );
}
