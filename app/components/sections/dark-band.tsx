import { ContourTexture } from "~/components/art/contour-texture";

/** Where the contour texture sits in the band. */
const contourPlace = {
  "top-right": "-right-48 -top-40",
  "bottom-right": "-bottom-64 -right-40",
  "top-left": "-left-64 -top-56",
} as const;

/**
 * A dark charcoal band with contour texture: full-bleed (`rounded` false) or a rounded panel
 * inside the page column. Labelled by the heading whose id is `labelledBy`.
 */
export function DarkBand({
  labelledBy,
  id,
  rounded = false,
  contour = "top-right",
  className = "",
  children,
}: {
  labelledBy: string;
  id?: string;
  rounded?: boolean;
  contour?: keyof typeof contourPlace;
  className?: string;
  children: React.ReactNode;
}) {
  const texture = <ContourTexture className={`h-[44rem] w-[44rem] text-glacier opacity-12 ${contourPlace[contour]}`} />;
  if (!rounded) {
    return (
      <section
        id={id}
        aria-labelledby={labelledBy}
        className={`relative overflow-hidden bg-charcoal text-snow ${className}`}
      >
        {texture}
        <div className="container-site relative">{children}</div>
      </section>
    );
  }
  return (
    <section id={id} aria-labelledby={labelledBy} className={className}>
      <div className="container-site">
        <div className="relative overflow-hidden rounded-3xl bg-charcoal px-6 py-12 text-snow sm:px-14 sm:py-16">
          {texture}
          <div className="relative">{children}</div>
        </div>
      </div>
    </section>
  );
}
