import { createServer } from 'node:net';

// The kernel may hand the same port to two probes in a row once the first is closed, and a test
// that asks for several ports before starting anything would then start two servers on one port.
const handedOut = new Set<number>();

function probePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on right now and that this process has not handed out before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}
