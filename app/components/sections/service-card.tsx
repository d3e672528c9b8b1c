import { ArtImage } from "~/components/art/art-image";
import { TextLink } from "~/components/ui/text-link";
import type { Service } from "~/content/services";
import { articlePath } from "~/lib/site-index";
import { CheckList } from "./check-list";

/** The drawing that shows each service's work. */
const serviceArt: Record<string, React.ReactNode> = {
  design: <ArtImage name="last-light" className="h-32 w-full" />,
  prototype: <ArtImage name="shoe-reference-light" className="h-32 w-full" />,
  test: <ArtImage name="outsole-light" className="h-32 w-full" />,
  // The last two drawings stand upright: a little taller than the others below 1024 px, so they
  // do not read as thumbnails beside the long drawings, and taller still from there, where their
  // cards run wider. From 768 to 1023 px the last card runs across the grid, its drawing beside
  // its text (see `artBeside`).
  manufacture: <ArtImage name="carton-stack" className="h-44 w-full lg:h-60" />,
  branding: <ArtImage name="shoebox" className="h-44 w-full at-md:h-full lg:h-60" />,
};

/**
 * One service (step, title, subtitle, description, what it is on a private label, four features) under the drawing of its
 * work, with its own link when the service has one, or else a link to the article that shows
 * the step's work in depth. From 768 px the card's eight parts sit on
 * its grid's row tracks (a subgrid spanning eight rows), so cards side by side start their
 * checklists on one line however long their descriptions are. With `artBeside`, the card runs
 * across both columns of the 768–1023 px grid, so there its drawing stands in a column of its own
 * beside the text, not above it in a full-width empty box.
 */
export function ServiceCard({
  service,
  index,
  artBeside = false,
  className = "",
}: {
  service: Service;
  /** Its place in the list, from 0: the first four are numbered steps. */
  index: number;
  /** From 768 to 1023 px, set the drawing beside the text (for a card that spans the grid). */
  artBeside?: boolean;
  className?: string;
}) {
  const headingId = `service-${service.id}`;
  return (
    <article
      id={service.id}
      aria-labelledby={headingId}
      className={`card scroll-mt-28 flex flex-col p-6 sm:p-9 md:(row-span-8 grid [grid-template-rows:subgrid] gap-y-0) ${artBeside ? "at-md:(grid-cols-[2fr_3fr] gap-x-10)" : ""} ${className}`}
    >
      {serviceArt[service.id] && (
        <div
          className={`-mx-2 mb-6 rounded-xl bg-snow p-3 ${artBeside ? "at-md:(row-span-8 mx-0 mb-0 self-center p-6)" : ""}`}
        >
          {serviceArt[service.id]}
        </div>
      )}
      <p className="text-sm font-600 text-granite">{index < 4 ? `Step ${index + 1}` : "Alongside every step"}</p>
      <h3 id={headingId} className="mt-2 font-display text-2xl font-700 tracking-tight">
        {service.title}
      </h3>
      <p className="mt-1 text-sm font-600 text-glacier-700">{service.subtitle}</p>
      <p className="mt-4 text-granite">{service.description}</p>
      {/* Which part of the step a private label needs, so a founder can see what a programme on
          one of our platforms skips. */}
      <p className="mt-4 rounded-lg bg-snow px-4 py-3 text-sm text-charcoal-700">
        <span className="font-600">On a private label: </span>
        {service.privateLabel}
      </p>
      <CheckList items={service.features} className="mb-8 mt-6 border-t border-granite-100 pt-6 text-sm" />
      {service.link ? (
        <TextLink to={service.link.to} className="-my-2.5">
          {service.link.label}
        </TextLink>
      ) : (
        service.article && (
          <TextLink to={articlePath(service.article.slug)} className="-my-2.5">
            {service.article.teaches}
          </TextLink>
        )
      )}
    </article>
  );
}
