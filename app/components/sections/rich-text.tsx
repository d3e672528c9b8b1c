import { Link } from "react-router";
import type { Inline, Rich } from "~/content/legal/types";
import { ExternalLink } from "./external-link";

const linkClass = "keyboard-focus rounded-sm font-500 text-glacier-700 link-underline";

/**
 * Text with links, from the legal content modules. Paths become router links, `http(s)`
 * addresses open in a new tab with a hint, `mailto:` and `tel:` stay plain anchors.
 */
export function RichText({ content }: { content: Rich }) {
  if (typeof content === "string") return <>{content}</>;
  return (
    <>
      {content.map((part, i) => (
        <InlinePart key={i} part={part} />
      ))}
    </>
  );
}

function InlinePart({ part }: { part: Inline }) {
  if (typeof part === "string") return <>{part}</>;
  if (part.href.startsWith("/")) {
    return (
      <Link to={part.href} className={linkClass}>
        {part.text}
      </Link>
    );
  }
  if (/^https?:/.test(part.href)) {
    return (
      <ExternalLink href={part.href} className={linkClass} showIcon={false}>
        {part.text}
      </ExternalLink>
    );
  }
  return (
    <a href={part.href} className={linkClass}>
      {part.text}
    </a>
  );
}
