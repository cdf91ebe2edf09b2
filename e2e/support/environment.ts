import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The suite's own registry and database, so a run never touches what `npm start` uses. */
export const E2E_STATE_DIR = process.env.E2E_STATE_DIR ?? path.join(tmpdir(), `fitness-e2e-${E2E_PORT}`);
export const E2E_REGISTRY_DIR = path.join(E2E_STATE_DIR, 'registry');
export const E2E_DATA_DIR = path.join(E2E_STATE_DIR, 'data');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium as every run here starts it: headless, and never reaching for the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The operators' token the suite's server asks for on /metrics and the telemetry counts (METRICS_TOKEN). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';

/** The operator token of the suite's server's deploy API (REGISTRY_TOKEN, as name:secret): registryCli sends it. */
export const E2E_REGISTRY_TOKEN = 'e2e:e2e-registry-token-0123456789abcdef';
/** The suite's server signs tokens and the local payments webhook with this key (JWT_SECRET), so journeys can sign a webhook event. */
export const E2E_JWT_SECRET = 'e2e-jwt-secret-0123456789abcdef0123456789';
