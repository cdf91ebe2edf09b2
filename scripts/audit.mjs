// `npm run audit` (and a step of `npm test`): the registry's advisories for every installed
// dependency (pnpm audit). It reports and never fails the run: an advisory is for a person to
// weigh, and a registry without an audit endpoint (a mirror, no network) must not turn CI red.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, repoRoot } from './lib.mjs';

const TIMEOUT_MS = 60_000;
const LEVELS = ['critical', 'high', 'moderate', 'low', 'info'];

function pnpmAudit() {
  const [command, ...prefix] = pnpmCommand();
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, 'audit', '--json'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS);
    child.on('error', (error) => resolve({ code: null, stdout, stderr: error.message }));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** One line, or a few, for the run's output; `ok` false when the registry gave no audit. */
export function describeAudit({ code, stdout, stderr }) {
  let report = null;
  try {
    report = JSON.parse(stdout);
  } catch {
    // not a report
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = (stderr || stdout)
      .split('\n')
      .map((line) => line.replace(/^[\s│×]+/, '').trim())
      .filter(Boolean)
      .slice(0, 3)
      .join(' ')
      .replace(/^Error: /, '');
    return {
      ok: false,
      lines: [
        `Dependency audit: not available: the registry did not answer with an audit (${code === null ? 'no answer in time' : reason || `exit ${code}`}). Run \`npm run audit\` where the npm registry is reachable.`,
      ],
    };
  }
  const total = LEVELS.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
  const lines = [
    total === 0
      ? 'Dependency audit: no known vulnerabilities.'
      : `Dependency audit: ${total} known ${total === 1 ? 'vulnerability' : 'vulnerabilities'} (${LEVELS.filter((level) => counts[level])
          .map((level) => `${counts[level]} ${level}`)
          .join(', ')}).`,
  ];
  for (const advisory of Object.values(report.advisories ?? {})) {
    lines.push(`  ${advisory.severity}: ${advisory.module_name} ${advisory.vulnerable_versions}: ${advisory.title} (${advisory.url})`);
  }
  return { ok: true, lines };
}

export async function runAudit() {
  const { lines } = describeAudit(await pnpmAudit());
  for (const line of lines) console.log(line);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAudit();
