// Types for keys.mjs (hand-written; keep in step with it).
export const DEMO_JWT_SECRET: string;
export const ANON_KEY: string;
export const SERVICE_ROLE_KEY: string;
export const DEFAULT_STANDIN_URL: string;
