// `npm test` runs this after the production build: it fails, naming the files, when the shell's
// entry, a remoteEntry, a manifest or an exposed page's JS is over its budget in bench/budgets.json.
// `node scripts/pnpm.mjs exec tsx bench/check-budgets.ts`
import path from 'node:path';
import { REMOTE_CONTRACT } from '@app/shared/contract';
import { budgetViolations, itemKbGz, measureBuild, readBudgets } from './budgets.ts';
import { printTable } from './table.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const items = measureBuild({
  shellDist: path.join(repoRoot, 'shell/dist'),
  remoteDir: (remote) => path.join(repoRoot, REMOTE_CONTRACT[remote].packageName, 'dist'),
  budgets: readBudgets(),
});
printTable(
  'Build sizes against bench/budgets.json (KB, gzip -9)',
  ['item', 'KB gz', 'budget'],
  items.map((item) => [item.name, itemKbGz(item), item.limitKbGz]),
);
const violations = budgetViolations(items);
if (violations.length) {
  console.error(`\nOver budget (raise bench/budgets.json only for a reason you can name):\n${violations.map((v) => `  ${v}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${items.length} items within budget.`);
