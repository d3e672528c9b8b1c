/**
 * A throwaway PostgreSQL cluster for tests: Debian's PostgreSQL (found through `pg_config
 * --bindir`, then /usr/lib/postgresql/<version>/bin), in a temporary folder, on a free port,
 * with Supabase's API roles. Postgres refuses to run as root, so as root the cluster runs as
 * the `postgres` system user.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** The folder holding initdb and postgres, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  try {
    const dir = execFileSync("pg_config", ["--bindir"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (existsSync(join(dir, "initdb"))) return dir;
  } catch {}
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, "bin", "initdb"))) return join(root, v, "bin");
  return null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Supabase's role set-up as the hosted project has it: the API roles cannot log in,
 * `authenticator` logs in and switches to them, service_role bypasses RLS, and (as in projects
 * created before 2026) default privileges grant new tables in `public` to every API role, so
 * the migrations' own revokes and grants are what decides.
 */
export const SUPABASE_ROLES_SQL = `
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;

export type Cluster = { url: string; connect: () => Promise<pg.Client>; stop: () => Promise<void> };

/**
 * Starts a cluster and returns a superuser connection URL.
 * @throws when PostgreSQL is not installed or does not start
 */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql");
  const dir = mkdtempSync(join(tmpdir(), "pg-test-"));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? { cmd: "runuser", args: ["-u", "postgres", "--", join(bin, cmd), ...args] }
      : { cmd: join(bin, cmd), args };
  if (asRoot) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const init = run("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  execFileSync(init.cmd, init.args, { stdio: "ignore" });
  const port = await freePort();
  const start = run("postgres", [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
  ]);
  const server = spawn(start.cmd, start.args, { stdio: "ignore" });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  };
  for (let i = 0; ; i++) {
    try {
      await (await connect()).end();
      break;
    } catch (error) {
      if (i > 100 || server.exitCode !== null) throw new Error(`PostgreSQL did not start: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    connect,
    async stop() {
      const exited = server.exitCode === null ? new Promise((r) => server.once("exit", r)) : Promise.resolve();
      const stop = run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      execFileSync(stop.cmd, stop.args, { stdio: "ignore" });
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
