// Types for server.mjs (hand-written; keep in step with its JSDoc).
import type { PGlite } from "@electric-sql/pglite";

export type Fault =
  | null
  | { kind: "status"; status: 500 | 503 | 429 }
  | { kind: "delay"; ms: number }
  | { kind: "drop" };

export interface StandinOptions {
  /** TCP port; 0 picks a free one. Default 54321. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** PGlite data folder; undefined = in-memory. */
  dataDir?: string;
  /** Folder of `*.sql` migrations. Default supabase/migrations. */
  migrationsDir?: string;
  /** HS256 secret. Default: the Supabase demo secret. */
  jwtSecret?: string;
  /** Serve `POST /__standin/fault`. Default: true in-memory, false with a dataDir. */
  allowFaultControl?: boolean;
}

export interface Standin {
  /** e.g. `http://127.0.0.1:54321`, no trailing slash. */
  url: string;
  port: number;
  /** Superuser connection: bypasses roles and RLS. For test setup and inspection. */
  db: PGlite;
  /** Migrations applied by this start. */
  appliedMigrations: string[];
  setFault(fault: Fault): void;
  close(): Promise<void>;
}

export function startStandin(options?: StandinOptions): Promise<Standin>;
export function parseFault(value: unknown): Fault;
