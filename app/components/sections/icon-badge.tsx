import { Icon, type IconName } from "~/components/ui/icon";
/** A Lucide icon in a rounded square, the mark at the top of every card. Decorative. */
export function IconBadge({
  icon,
  tone = "light",
  className = "",
}: {
  icon: IconName;
  tone?: "light" | "dark" | "accent";
  className?: string;
}) {
  const tones = {
    light: "bg-glacier/20 text-glacier-700",
    dark: "bg-charcoal-700 text-glacier",
    accent: "bg-summit/12 text-summit-700",
  } as const;
  return (
    <span
      className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ${tones[tone]} ${className}`}
      aria-hidden="true"
    >
      <Icon name={icon} className="text-2xl" />
    </span>
  );
}
