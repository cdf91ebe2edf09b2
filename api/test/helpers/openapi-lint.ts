import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
// CommonJS without named exports Node can see: the module object is its default export.
import parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

export interface LintProblem {
  linter: 'redocly' | 'spectral';
  rule: string;
  severity: string;
  message: string;
  /** Where in the document: a JSON pointer (#/paths/...). */
  where: string;
}

/**
 * Redocly's `recommended` rules, as `redocly lint` and openapi-typescript's --redocly run them,
 * with one rule swapped (the only change): operation-2xx-response counts 2XX replies only, and
 * the local checkout's form answers a paid card with 303 See Other (Post/Redirect/Get: a reload
 * must not pay twice), so it is replaced by the same check counting that redirect as a success,
 * as Spectral's operation-success-response does. Every other operation still needs a 2XX.
 */
export const REDOCLY_CONFIG = {
  extends: ['recommended'],
  rules: {
    'operation-2xx-response': 'off',
    'rule/operation-success-response': {
      subject: { type: 'Responses' },
      assertions: { requireAny: ['200', '201', '202', '204', '303'] },
      message: 'Operation must have at least one `2XX` response, or a 303 after a form.',
      severity: 'warn',
    },
  },
} as const;

const pointer = (path: readonly (string | number)[]) =>
  `#/${path.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** Redocly's findings (REDOCLY_CONFIG) over an OpenAPI document. */
async function redoclyProblems(document: unknown): Promise<LintProblem[]> {
  const config = await createConfig(structuredClone(REDOCLY_CONFIG) as never);
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((problem) => ({
    linter: 'redocly',
    rule: problem.ruleId,
    severity: problem.severity,
    message: problem.message,
    where: problem.location[0]?.pointer ?? '',
  }));
}

const SPECTRAL_SEVERITIES = ['error', 'warn', 'info', 'hint'];

/** Spectral's findings under `spectral:oas` (its recommended rules, what `extends: spectral:oas` runs), every severity. */
async function spectralProblems(document: unknown): Promise<LintProblem[]> {
  const spectral = new Spectral();
  // oas's declared type does not fit RulesetDefinition's, though it is a ruleset (the one `extends: spectral:oas` loads).
  spectral.setRuleset({ extends: [[oas as unknown as RulesetDefinition, 'recommended']] });
  const results = await spectral.run(new Document(JSON.stringify(document), parsers.Json, 'openapi.json'));
  return results.map((result) => ({
    linter: 'spectral',
    rule: String(result.code),
    severity: SPECTRAL_SEVERITIES[result.severity] ?? String(result.severity),
    message: result.message,
    where: pointer(result.path),
  }));
}

/** Both linters' findings: what client generators and API gateways read the document with. */
export async function lintOpenapi(document: unknown): Promise<LintProblem[]> {
  const [redocly, spectral] = await Promise.all([redoclyProblems(document), spectralProblems(document)]);
  return [...redocly, ...spectral];
}
