import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.join(import.meta.dirname, '..');

// import-x/no-cycle once read no .ts file (import-x/extensions defaulted to .js), so it passed a
// 13-file circle in the API: this holds the repository's config to seeing one.
describe('import-x/no-cycle in eslint.config.js', () => {
  let dir: string;
  const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
  const cycleErrors = async (name: string) => {
    const [result] = await new ESLint({ cwd: repoRoot }).lintFiles([path.join(dir, name)]);
    return result!.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => message.message);
  };

  beforeAll(() => {
    // Inside the repository, where its config applies; gone again after the test.
    dir = mkdtempSync(path.join(repoRoot, 'api/.lint-cycles-'));
    write('first.ts', "import { third } from './third.ts';\nexport const first = (): string => third();\n");
    write('second.ts', "import { first } from './first.ts';\nexport const second = (): string => first();\n");
    write('third.ts', "import { second } from './second.ts';\nexport const third = (): string => second();\n");
    write('shape.ts', "import type { Uses } from './uses.ts';\nexport interface Shape {\n  uses?: Uses;\n}\n");
    write('uses.ts', "import type { Shape } from './shape.ts';\nexport interface Uses {\n  shape: Shape;\n}\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a circle of .ts files through every file of it', async () => {
    expect(await cycleErrors('first.ts')).toEqual(['Dependency cycle via "./second.ts:1"']);
    expect(await cycleErrors('second.ts')).toHaveLength(1);
  });

  it('lets types refer to each other: `import type` is erased', async () => {
    expect(await cycleErrors('shape.ts')).toEqual([]);
  });
});
