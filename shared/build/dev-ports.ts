/** Ports of `npm run dev`: each app's dev server, and the API it proxies to. */
export const DEV_PORTS = {
  shell: 3000,
  marketing: 3001,
  auth: 3002,
  planner: 3003,
  content: 3004,
  commerce: 3005,
  api: 3010,
} as const;

export type DevApp = keyof typeof DEV_PORTS;
