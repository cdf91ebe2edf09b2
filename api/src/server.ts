import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config, {
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  connectionTimeout: 30_000,
  requestTimeout: 30_000,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}/`;
console.log(`\n  The app is running at ${url}\n`);
