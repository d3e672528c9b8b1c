import { trustedPartners } from "~/content/cases";

/**
 * The wall of client wordmarks, on Home and Work: one tile per brand, in as many columns as keep
 * every name on one line (one on phones, two on tablets, three from 1024 px), so six names always
 * fill whole rows.
 * @param className spacing where it sits
 */
export function ClientWall({ className = "" }: { className?: string }) {
  return (
    <ul
      className={`grid gap-px overflow-hidden rounded-2xl border border-granite-100 bg-granite-100 md:grid-cols-2 lg:grid-cols-3 ${className}`}
    >
      {trustedPartners.map((client) => (
        <li
          key={client.name}
          className="grid h-20 place-items-center bg-white px-4 text-center font-display text-charcoal-700 sm:h-24"
        >
          <span className={`whitespace-nowrap ${client.wordmark}`}>{client.name}</span>
        </li>
      ))}
    </ul>
  );
}
