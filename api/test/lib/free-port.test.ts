import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../src/lib/free-port.ts';

const listenOn = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });

describe('freePort', () => {
  it('never hands out one port twice, so servers started after asking for many ports do not collide', async () => {
    const ports: number[] = [];
    for (let index = 0; index < 200; index++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    const closers = await Promise.all(ports.slice(0, 20).map(listenOn));
    await Promise.all(closers.map((close) => close()));
  });
});
