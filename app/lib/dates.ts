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

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * Formats the month of a calendar date, or a month, for display.
 * @param isoDate a date written YYYY-MM-DD or a month written YYYY-MM, e.g. "2024-03"
 * @returns the month and year, e.g. "March 2024"
 * @throws RangeError when `isoDate` is neither
 */
export function formatMonth(isoDate: string): string {
  const day = isoDate.length === 7 ? `${isoDate}-01` : isoDate;
  return monthYear.format(new Date(`${day}T00:00:00Z`));
}
