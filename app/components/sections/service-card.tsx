import { Link } from "react-router";
import type { Service } from "~/content/services";
import { CheckList } from "./check-list";
import { IconBadge } from "./icon-badge";

/**
 * One service (spec §3 Service: icon, title, subtitle, description, four features), with
 * its own link when the service has one ("Explore Full Branding Solutions", spec §2).
 */
export function ServiceCard({
  service,
  index,
  className = "",
}: {
  service: Service;
  index: number;
  className?: string;
}) {
  const headingId = `service-${service.id}`;
  return (
    <article aria-labelledby={headingId} className={`card flex flex-col p-7 sm:p-9 ${className}`}>
      <div className="flex items-start justify-between">
        <IconBadge icon={service.icon} />
        <span className="font-display text-sm font-600 text-granite" aria-hidden="true">
          {String(index + 1).padStart(2, "0")}
        </span>
      </div>
      <h3 id={headingId} className="mt-7 font-display text-2xl font-700 tracking-tight">
        {service.title}
      </h3>
      <p className="mt-1 font-display text-sm font-600 text-glacier-700">{service.subtitle}</p>
      <p className="mt-4 text-granite">{service.description}</p>
      <CheckList items={service.features} className="mt-6 border-t border-granite-100 pt-6 text-sm" />
      {service.link && (
        <Link to={service.link.to} className="btn-dark mt-8 self-start">
          {service.link.label}
          <span className="i-lucide-arrow-right" aria-hidden="true" />
        </Link>
      )}
    </article>
  );
}
