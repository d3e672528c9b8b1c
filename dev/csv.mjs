/**
 * CSV encoding for `npm run leads -- --csv` (RFC 4180).
 *
 * @module
 */

/**
 * Encodes one field. Per RFC 4180 §2, a field containing a comma, a double quote, CR or LF
 * is wrapped in double quotes and its quotes are doubled. `null`/`undefined` become an
 * empty field; objects are written as JSON; everything else with `String()`.
 *
 * With `guardFormulas`, a text field starting with `=`, `+`, `-`, `@`, TAB or CR gets a
 * leading `'` so a spreadsheet shows it as text instead of running it as a formula. Use it
 * for data typed by the public (the contact form is), when the CSV will be opened in a
 * spreadsheet (OWASP "CSV injection"). Numbers are never changed.
 *
 * @param {unknown} value
 * @param {{ guardFormulas?: boolean }} [options]
 * @returns {string}
 */
export function encodeCsvField(value, options = {}) {
  if (value === null || value === undefined) return '';
  let text;
  if (typeof value === 'string') {
    text = value;
    if (options.guardFormulas && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  } else if (value instanceof Date) {
    text = value.toISOString();
  } else if (typeof value === 'object') {
    text = JSON.stringify(value);
  } else {
    text = String(value);
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Encodes rows as CSV text: a header line with `columns`, then one line per row with the
 * values of those keys, lines ended by CRLF (RFC 4180 §2.1), including the last one.
 *
 * @param {readonly Record<string, unknown>[]} rows
 * @param {readonly string[]} columns Column names, in output order.
 * @param {{ guardFormulas?: boolean }} [options] See {@link encodeCsvField}.
 * @returns {string}
 */
export function encodeCsv(rows, columns, options = {}) {
  const lines = [columns.map((c) => encodeCsvField(c)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((c) => encodeCsvField(row[c], options)).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
