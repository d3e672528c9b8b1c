#!/usr/bin/env node
/**
 * `npm run bench:load`: concurrent contact inquiries against the preview server (the built Worker
 * in workerd) with the stand-in, from 1,000 simulated visitor IPs set through CF-Connecting-IP.
 *
 * Phase 1 (capacity): N inquiries spread over 1,000 IPs, at most 3 per IP (the limit is 5 per
 *   10 minutes), so every one must be accepted and stored exactly once.
 * Phase 2 (throttle): 100 further IPs send 8 inquiries each: 5 accepted and 3 answered 429 per IP.
 * Phase 3 (burst): 20 further IPs each send 100 inquiries at once; at most 5 per IP may be accepted.
 * Afterwards the outbox is replayed once (anything queued under load is delivered), then rows are
 * counted in the stand-in. Prints req/s, p50/p99 latency, status counts and rows lost (must be 0),
 * and writes bench/load-results.json. Benchmark only: it asserts nothing but exits 1 if a lead is lost.
 *
 * Options: --inquiries N (default 3000), --connections C (default 50), --no-build.
 */
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { startPreviewStack } from "../dev/preview-stack.mjs";

const args = process.argv.slice(2);
/** @type {(name: string, fallback: number) => number} */
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const INQUIRIES = opt("inquiries", 3000);
const CONNECTIONS = opt("connections", 50);
const IPS = 1000;
const run = crypto.randomUUID().slice(0, 8);
const domain = `load-${run}.example.com`;

/** A documentation-range IPv6 address for visitor `i` of this run. */
const ipFor = (/** @type {number} */ phase, /** @type {number} */ i) =>
  // The throttle keys IPv6 by its /64, so each simulated visitor gets a /64 of its own.
  `2001:db8:${run.slice(0, 4)}:${(phase * 0x1000 + i).toString(16)}::1`;

/** @param {number} n */
function inquiryBody(n) {
  return new URLSearchParams({
    submissionId: crypto.randomUUID(),
    firstName: "Load",
    lastName: `Tester ${n}`,
    email: `visitor-${n}@${domain}`,
    company: `Benchmark Running Co ${n}`,
    projectType: "manufacturing",
    projectDetails: `Inquiry ${n} from the load benchmark: 600 pairs, two colorways.`,
  }).toString();
}

/**
 * Sends `total` inquiries; request k comes from IP `ipOf(k)`.
 * @param {string} baseUrl
 * @param {number} total
 * @param {(k: number) => string} ipOf
 * @param {number} startAt number of the first inquiry (unique e-mail addresses across phases)
 * @returns {Promise<{ result: autocannon.Result, statuses: Record<number, number> }>} autocannon's
 *   result plus the count of responses per status
 */
function fire(baseUrl, total, ipOf, startAt) {
  let k = 0;
  /** @type {Record<number, number>} */
  const statuses = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        amount: total,
        timeout: 30,
        requests: [
          {
            method: "POST",
            path: "/contact",
            setupRequest(req) {
              const n = startAt + k;
              const ip = ipOf(k);
              k += 1;
              return {
                ...req,
                headers: {
                  "Content-Type": "application/x-www-form-urlencoded",
                  Origin: baseUrl,
                  "CF-Connecting-IP": ip,
                },
                body: inquiryBody(n),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, statuses })),
    );
    instance.on("response", (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

const BURST_IPS = 20;
const BURST_SIZE = 100;
const CONTACT_LIMIT = 5;

/**
 * Sends BURST_SIZE concurrent inquiries from each of BURST_IPS addresses (five addresses at a time).
 * @param {string} baseUrl the preview server's origin
 * @returns {Promise<{acceptedPerIp: number[], acceptedEmails: string[], statuses: Record<number, number>}>}
 *   accepted (200/202) count per address, the e-mail addresses of the accepted inquiries, and
 *   how many answers had each HTTP status
 */
async function burst(baseUrl) {
  /** @type {number[]} */
  const acceptedPerIp = [];
  /** @type {string[]} */
  const acceptedEmails = [];
  /** @type {Record<number, number>} */
  const statuses = {};
  for (let group = 0; group < BURST_IPS; group += 5) {
    await Promise.all(
      Array.from({ length: Math.min(5, BURST_IPS - group) }, async (_, g) => {
        const i = group + g;
        const ip = ipFor(3, i);
        const answers = await Promise.all(
          Array.from({ length: BURST_SIZE }, async (_, j) => {
            const n = 1_000_000 + i * BURST_SIZE + j;
            const res = await fetch(`${baseUrl}/contact`, {
              method: "POST",
              headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, "CF-Connecting-IP": ip },
              body: inquiryBody(n),
            });
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            return { n, ok: res.status === 200 || res.status === 202 };
          }),
        );
        const accepted = answers.filter((a) => a.ok);
        acceptedPerIp[i] = accepted.length;
        for (const a of accepted) acceptedEmails.push(`visitor-${a.n}@${domain}`);
      }),
    );
  }
  return { acceptedPerIp, acceptedEmails, statuses };
}

const stack = await startPreviewStack({ build: !args.includes("--no-build") });
try {
  const { baseUrl, standin } = stack;
  console.log(`Load: ${INQUIRIES} inquiries from ${IPS} IPs, ${CONNECTIONS} connections, against ${baseUrl}`);
  const capacity = await fire(baseUrl, INQUIRIES, (k) => ipFor(1, k % IPS), 0);
  const THROTTLE_IPS = 100;
  const PER_IP = 8;
  const throttle = await fire(baseUrl, THROTTLE_IPS * PER_IP, (k) => ipFor(2, k % THROTTLE_IPS), INQUIRIES);
  const bursts = await burst(baseUrl);
  await stack.runScheduled();

  const count = async (/** @type {string} */ sql) => Number((await standin.db.query(sql, [`%@${domain}`])).rows[0].n);
  const rows = await count("select count(*)::int as n from public.contact_submissions where email like $1");
  const distinct = await count(
    "select count(distinct email)::int as n from public.contact_submissions where email like $1",
  );
  const burstStored = Number(
    (
      await standin.db.query(
        "select count(distinct email)::int as n from public.contact_submissions where email = any($1)",
        [bursts.acceptedEmails],
      )
    ).rows[0].n,
  );
  const accepted = [capacity, throttle, { statuses: bursts.statuses }].reduce(
    (n, p) => n + (p.statuses[200] ?? 0) + (p.statuses[202] ?? 0),
    0,
  );
  const throttled = throttle.statuses[429] ?? 0;
  const summary = {
    date: new Date().toISOString(),
    command: "npm run bench:load",
    inquiries: INQUIRIES + THROTTLE_IPS * PER_IP + BURST_IPS * BURST_SIZE,
    ips: IPS + THROTTLE_IPS + BURST_IPS,
    connections: CONNECTIONS,
    capacity: {
      requestsPerSecond: capacity.result.requests.average,
      latencyMs: {
        p50: capacity.result.latency.p50,
        p99: capacity.result.latency.p99,
        max: capacity.result.latency.max,
      },
      statuses: capacity.statuses,
      errors: capacity.result.errors,
      timeouts: capacity.result.timeouts,
    },
    throttlePhase: { statuses: throttle.statuses, expected429: THROTTLE_IPS * (PER_IP - 5) },
    burstPhase: {
      ips: BURST_IPS,
      concurrentPerIp: BURST_SIZE,
      limit: CONTACT_LIMIT,
      acceptedPerIp: bursts.acceptedPerIp,
      maxAcceptedPerIp: Math.max(...bursts.acceptedPerIp),
      statuses: bursts.statuses,
      rowsLostAmongAccepted: bursts.acceptedEmails.length - burstStored,
    },
    accepted,
    throttled,
    rowsStored: rows,
    duplicateRows: rows - distinct,
    rowsLost: accepted - distinct,
  };
  writeFileSync("bench/load-results.json", `${JSON.stringify(summary, null, 2)}\n`);
  console.table({
    "requests/s (phase 1)": summary.capacity.requestsPerSecond,
    "p50 latency ms": summary.capacity.latencyMs.p50,
    "p99 latency ms": summary.capacity.latencyMs.p99,
    "accepted (200/202)": accepted,
    "throttled (429)": `${throttled} (expected ${summary.throttlePhase.expected429})`,
    "rows stored": rows,
    "duplicate rows": summary.duplicateRows,
    "rows lost": summary.rowsLost,
    "burst: accepted per IP (max, limit 5)": `${summary.burstPhase.maxAcceptedPerIp} (${bursts.acceptedPerIp.join(" ")})`,
    "burst: rows lost among accepted": summary.burstPhase.rowsLostAmongAccepted,
  });
  console.log(
    "statuses:",
    JSON.stringify({ capacity: capacity.statuses, throttle: throttle.statuses, burst: bursts.statuses }),
  );
  const burstHeld =
    summary.burstPhase.maxAcceptedPerIp <= CONTACT_LIMIT && summary.burstPhase.rowsLostAmongAccepted === 0;
  if (summary.rowsLost !== 0 || summary.duplicateRows !== 0 || !burstHeld) process.exitCode = 1;
} finally {
  await stack.stop();
}
