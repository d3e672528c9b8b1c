/**
 * Lead notification: each stored or queued inquiry and each new subscriber is posted as JSON
 * to LEAD_WEBHOOK_URL in the background (ctx.waitUntil), with a short retry. The payload is
 * Slack-compatible (incoming webhooks read `text` and `attachments[].fields`) and also carries
 * the lead as structured JSON for other receivers. A failing webhook never affects the visitor.
 */

export type Lead =
  | {
      kind: "contact";
      status: "stored" | "queued";
      row: {
        submission_id: string;
        name: string | null;
        email: string | null;
        company: string | null;
        project_type: string | null;
        project_details: string | null;
      };
    }
  | { kind: "newsletter"; status: "stored" | "queued"; row: { submission_id: string; email: string | null } };

/** Attempts per notification, and the pause before each retry in ms. */
export const WEBHOOK_RETRY_DELAYS_MS = [0, 500, 2000] as const;
/** Per-attempt timeout in ms. */
export const WEBHOOK_TIMEOUT_MS = 4000;

/**
 * Builds the webhook body for one lead.
 * @returns `{ text, attachments: [{ fields: [{ title, value, short }] }], lead }`
 */
export function leadPayload(lead: Lead) {
  const queued =
    lead.status === "queued" ? " (queued: the database was unavailable, it will be stored automatically)" : "";
  if (lead.kind === "contact") {
    const r = lead.row;
    return {
      text: `New project inquiry from ${r.name} at ${r.company}${queued}`,
      attachments: [
        {
          fields: [
            { title: "Name", value: r.name, short: true },
            { title: "Company", value: r.company, short: true },
            { title: "Email", value: r.email, short: true },
            { title: "Project type", value: r.project_type ?? "not given", short: true },
            { title: "Project details", value: r.project_details, short: false },
          ],
        },
      ],
      lead: { type: "contact_submission", status: lead.status, ...r },
    };
  }
  return {
    text: `New newsletter subscriber: ${lead.row.email}${queued}`,
    attachments: [{ fields: [{ title: "Email", value: lead.row.email, short: true }] }],
    lead: { type: "newsletter_subscription", status: lead.status, ...lead.row },
  };
}

/**
 * Posts one lead to the webhook, retrying network errors, 429 and 5xx.
 * @param url LEAD_WEBHOOK_URL
 * @param lead what was stored
 * @param requestId carried in the log line
 * @returns true when the receiver answered 2xx; never throws (failures are logged)
 */
export async function notifyLead(
  url: string,
  lead: Lead,
  requestId: string,
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
  console.error(
    JSON.stringify({ level: "error", event: "lead_webhook_failed", requestId, kind: lead.kind, error: last }),
  );
  return false;
}
