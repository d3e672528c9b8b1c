/**
 * `npm run leads`: prints the latest 20 contact inquiries and 20 newsletter subscribers,
 * newest first, read with supabase-js and the service_role key.
 *
 *   npm run leads              readable tables
 *   npm run leads -- --csv     one CSV (RFC 4180) with a `table` column first
 *
 * Env: SUPABASE_URL (default http://127.0.0.1:54321, the local stand-in) and
 * SUPABASE_SERVICE_ROLE_KEY (default: the stand-in's demo service_role key).
 * Exits 1 with a one-line message when the database cannot be reached or refuses the read.
 *
 * @module
 */

import { pathToFileURL } from "node:url";
import { createClient } from "@supabase/supabase-js";
import { stringify } from "csv-stringify/sync";
import { DEFAULT_STANDIN_URL, SERVICE_ROLE_KEY } from "./standin/keys.mjs";

const LIMIT = 20;

/**
 * Tables, in print order, with the columns shown in the readable view.
 * @type {readonly { table: keyof import("../app/lib/database").Database["public"]["Tables"], title: string, columns: readonly string[] }[]}
 */
const TABLES = /** @type {const} */ ([
  {
    table: "contact_submissions",
    title: "Contact inquiries",
    columns: ["created_at", "name", "email", "company", "project_type", "project_details"],
  },
  {
    table: "newsletter_subscriptions",
    title: "Newsletter subscribers",
    columns: ["created_at", "email"],
  },
]);

/** Columns of the combined CSV, after `table`. */
const CSV_COLUMNS = ["table", "id", "created_at", "name", "email", "company", "project_type", "project_details"];

/**
 * supabase-js 2.109 builds a Realtime client in createClient, and on Node 20 (no global
 * WebSocket) that throws unless a transport is given. This script never uses Realtime, so
 * it passes a transport that fails loudly if anything ever tries.
 */
class NoRealtimeTransport {
  constructor() {
    throw new Error("Realtime is not used by dev/leads.mjs");
  }
}

/**
 * Fetches the newest rows of one table.
 *
 * @param {import('@supabase/supabase-js').SupabaseClient} client
 * @param {string} table
 * @returns {Promise<Record<string, unknown>[]>}
 * @throws {LeadsError} with a one-line, user-facing message.
 */
async function fetchLatest(client, table) {
  const { data, error, status } = await client
    .from(table)
    .select("*")
    .order("created_at", { ascending: false })
    .limit(LIMIT);
  if (error) throw new LeadsError(table, status, error);
  return /** @type {Record<string, unknown>[]} */ (data ?? []);
}

/** A failed read, already phrased for the terminal. */
class LeadsError extends Error {
  /**
   * @param {string} table
   * @param {number} status HTTP status; 0 means the server could not be reached.
   * @param {{ code?: string, message: string }} error supabase-js error.
   */
  constructor(table, status, error) {
    super(error.message);
    this.table = table;
    this.status = status;
    this.code = error.code ?? "";
  }
}

/**
 * Formats rows as an aligned text table. Cells are single-line (line breaks shown as "⏎")
 * and cut to `maxWidth` characters with "…"; timestamps are shown as UTC minutes.
 *
 * @param {readonly Record<string, unknown>[]} rows
 * @param {readonly string[]} columns
 * @param {number} [maxWidth]
 * @returns {string} Lines joined with "\n", no trailing newline; "(none yet)" when empty.
 */
export function formatTable(rows, columns, maxWidth = 40) {
  if (rows.length === 0) return "  (none yet)";
  const cells = rows.map((row) => columns.map((c) => cell(c, row[c], maxWidth)));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
  /** @param {string[]} values */
  const line = (values) => `  ${values.map((v, i) => v.padEnd(widths[i])).join("  ")}`.trimEnd();
  return [line([...columns]), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

/**
 * @param {string} column
 * @param {unknown} value
 * @param {number} maxWidth
 * @returns {string}
 */
function cell(column, value, maxWidth) {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (column === "created_at") {
    const d = new Date(text);
    if (!Number.isNaN(d.getTime())) text = `${d.toISOString().slice(0, 16).replace("T", " ")}Z`;
  }
  text = visible(text.replace(/\r\n|\r|\n/g, "⏎").replace(/[\t ]+/g, " "));
  return text.length > maxWidth ? `${text.slice(0, maxWidth - 1)}…` : text;
}

/**
 * Makes control and invisible characters visible, so that a stored value can never drive the
 * operator's terminal (title changes, hidden text, OSC 8 links, cursor moves): C0 and C1 control
 * characters and DEL become `\x1b`-style escapes, zero-width and bidirectional formatting
 * characters become `\u202e`-style escapes, and a backslash is doubled.
 *
 * @param {string} text
 * @returns {string}
 */
export function visible(text) {
  return text.replace(
    /[\\\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g,
    (c) => {
      if (c === "\\") return "\\\\";
      const code = c.charCodeAt(0);
      return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
    },
  );
}

/**
 * Runs the command.
 *
 * @param {string[]} argv Arguments after the script name.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>} Exit code.
 */
export async function main(argv, env) {
  const unknown = argv.filter((a) => a !== "--csv" && a !== "--help" && a !== "-h");
  if (argv.includes("--help") || argv.includes("-h") || unknown.length > 0) {
    const out = unknown.length > 0 ? console.error : console.log;
    if (unknown.length > 0) out(`leads: unknown argument ${unknown[0]}`);
    out("usage: npm run leads [-- --csv]   (env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY)");
    return unknown.length > 0 ? 2 : 0;
  }
  const csv = argv.includes("--csv");
  const url = env.SUPABASE_URL || DEFAULT_STANDIN_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY || SERVICE_ROLE_KEY;

  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: /** @type {any} */ (NoRealtimeTransport) },
  });

  /** @type {Record<string, unknown>[][]} */
  const results = [];
  try {
    for (const t of TABLES) results.push(await fetchLatest(client, t.table));
  } catch (err) {
    if (!(err instanceof LeadsError)) throw err;
    if (err.status === 0) {
      console.error(
        `leads: cannot reach the database at ${url} (${err.message}). ` +
          "Start the local Supabase stand-in with `npm run dev` (or `npm run standin`), or set SUPABASE_URL.",
      );
    } else {
      const hint = err.status === 401 || err.status === 403 ? " Check SUPABASE_SERVICE_ROLE_KEY." : "";
      console.error(
        `leads: reading ${err.table} failed: HTTP ${err.status} ${err.code} ${err.message}.${hint}`.replace(
          /\s+/g,
          " ",
        ),
      );
    }
    return 1;
  }

  if (csv) {
    const rows = TABLES.flatMap((t, i) => results[i].map((r) => ({ table: t.table, ...r })));
    // RFC 4180: CRLF line ends, fields with commas, quotes or line breaks quoted, quotes doubled.
    // escape_formulas prefixes text starting with =, +, -, @, TAB or CR with ' (OWASP CSV injection),
    // because the contact form's text comes from the public and the CSV opens in spreadsheets.
    process.stdout.write(
      stringify(rows, {
        header: true,
        columns: CSV_COLUMNS,
        record_delimiter: "windows",
        escape_formulas: true,
        // csv-stringify quotes a field with the record delimiter (CRLF) but not a bare CR or LF,
        // which spreadsheets also read as a line break.
        quoted_match: /[\r\n]/,
        cast: { date: (d) => d.toISOString() },
      }),
    );
    return 0;
  }

  const blocks = TABLES.map(
    (t, i) => `${t.title}: latest ${results[i].length} (newest first)\n${formatTable(results[i], t.columns)}`,
  );
  console.log(`Leads from ${url}\n\n${blocks.join("\n\n")}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
