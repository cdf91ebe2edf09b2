/** The first port of `npm run dev`; DEV_PORT_BASE moves the whole set (a second checkout, a port range of its own). */
const base = Number(process.env.DEV_PORT_BASE ?? 3000);
if (!Number.isInteger(base) || base < 1024 || base > 65_000)
  throw new Error(`DEV_PORT_BASE takes a port from 1024 up to 65000, not "${process.env.DEV_PORT_BASE}".`);

/** Ports of `npm run dev`: each app's dev server, and the API it proxies to (3000-3010 by default). */
export const DEV_PORTS = {
  shell: base,
  marketing: base + 1,
  auth: base + 2,
  planner: base + 3,
  content: base + 4,
  commerce: base + 5,
  api: base + 10,
} as const;

export type DevApp = keyof typeof DEV_PORTS;
