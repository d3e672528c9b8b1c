import { formatDate } from "~/lib/dates";

/**
 * A date in the site's one format, inside `<time dateTime="YYYY-MM-DD">`.
 * @param date a calendar date written YYYY-MM-DD
 */
export function DateText({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatDate(date)}
    </time>
  );
}
