// The suite's web server: a fresh registry and database folder, then exactly what `npm start` runs.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const stateDir = process.env.E2E_STATE_DIR;
if (!stateDir) throw new Error('E2E_STATE_DIR is not set');
rmSync(stateDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
