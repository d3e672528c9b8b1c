/**
 * The site's one date format (e.g. "15 March 2024"). Dates are calendar days written
 * YYYY-MM-DD and are formatted in UTC, so the server and every browser show the same day.
 */
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * Formats a calendar date for display.
 * @param isoDate a date written YYYY-MM-DD, e.g. "2024-03-15"
 * @returns the display form, e.g. "15 March 2024"
 * @throws RangeError when `isoDate` is not a valid date
 */
export function formatDate(isoDate: string): string {
  return dayMonthYear.format(new Date(`${isoDate}T00:00:00Z`));
}
