import { site } from "~/content/site";

/** The Alpine Last mark: a summit over a shoe last, drawn in one stroke. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 40 40" className="h-9 w-9" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#14171a" />
        <path d="M7 28 L16 13 L21 20 L25 15 L33 28 Z" fill="#8ecfe6" />
        <path d="M16 13 L18.6 17.3 L16.8 19 L14.9 16.8 Z" fill="#f6f7f5" />
        <path d="M7 31.5 H33" stroke="#ff7a45" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="font-display text-lg font-700 tracking-tight">{site.name}</span>
    </span>
  );
}
