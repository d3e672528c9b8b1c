/**
 * Lead notification: each stored or queued inquiry and each new subscriber is posted as JSON
 * to LEAD_WEBHOOK_URL in the background (ctx.waitUntil), with a short retry. The payload is
 * Slack-compatible (incoming webhooks read `text` and `attachments[].fields`) and also carries
 * the lead as structured JSON for other receivers. A failing webhook never affects the visitor.
 *
 * Slack reads `text` and field values as mrkdwn, where `<!channel>`, `<@U123>` and
 * `<https://…|label>` are mentions and links: visitor text is escaped there (`&`, `<`, `>`),
 * so it can never ping a channel or disguise a link. The `lead` object stays raw JSON.
 */
import type { InquiryTable, InsertRow } from "./database";
import { log } from "./log.server";

/** One stored or queued inquiry, as inserted. */
export type Lead = {
  [T in InquiryTable]: { table: T; status: "stored" | "queued"; row: InsertRow<T> };
}[InquiryTable];

/** Attempts per notification, and the pause before each retry in ms. */
export const WEBHOOK_RETRY_DELAYS_MS = [0, 500, 2000] as const;
/** Per-attempt timeout in ms. */
export const WEBHOOK_TIMEOUT_MS = 4000;

/**
 * Escapes text for Slack mrkdwn: `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`.
 * @param text visitor text, or null
 * @returns the escaped text ("" for null)
 */
export function escapeMrkdwn(text: string | null): string {
  return (text ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Builds the webhook body for one lead.
 * @returns `{ text, attachments: [{ fields: [{ title, value, short }] }], lead }`
 */
export function leadPayload(lead: Lead) {
  const queued =
    lead.status === "queued" ? " (queued: the database was unavailable, it will be stored automatically)" : "";
  const m = escapeMrkdwn;
  if (lead.table === "contact_submissions") {
    const r = lead.row;
    return {
      text: `New project inquiry from ${m(r.name)} at ${m(r.company)}${queued}`,
      attachments: [
        {
          fields: [
            { title: "Name", value: m(r.name), short: true },
            { title: "Company", value: m(r.company), short: true },
            { title: "Email", value: m(r.email), short: true },
            { title: "Project type", value: m(r.project_type ?? "not given"), short: true },
            { title: "Project details", value: m(r.project_details), short: false },
          ],
        },
      ],
      lead: { type: "contact_submission", status: lead.status, ...r },
    };
  }
  return {
    text: `New newsletter subscriber: ${m(lead.row.email)}${queued}`,
    attachments: [{ fields: [{ title: "Email", value: m(lead.row.email), short: true }] }],
    lead: { type: "newsletter_subscription", status: lead.status, ...lead.row },
  };
}

/**
 * Posts one lead to the webhook, retrying network errors, 429 and 5xx.
 * @param url LEAD_WEBHOOK_URL
 * @param lead what was stored
 * @returns true when the receiver answered 2xx; never throws (failures are logged)
 */
export async function notifyLead(
  url: string,
  lead: Lead,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<boolean> {
  const body = JSON.stringify(leadPayload(lead));
  let last = "";
  for (const [attempt, delay] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
    if (delay) await sleep(delay);
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (res.ok) return true;
      last = `HTTP ${res.status}`;
      if (res.status < 500 && res.status !== 429) break;
    } catch (error) {
      last = String(error);
    }
    if (attempt === WEBHOOK_RETRY_DELAYS_MS.length - 1) break;
  }
  log("error", "lead_webhook_failed", { table: lead.table, error: last });
  return false;
}
