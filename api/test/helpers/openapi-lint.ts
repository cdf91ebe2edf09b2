import { createConfig, lintFromString } from '@redocly/openapi-core';

export interface LintProblem {
  rule: string;
  severity: string;
  message: string;
  where: string;
}

/**
 * Redocly's `recommended` rules over an OpenAPI document (what client generators read), less
 * info-license: a private app has no licence to state.
 */
export async function lintOpenapi(document: unknown): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off' } });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems
    .map((problem) => ({
      rule: problem.ruleId,
      severity: problem.severity,
      message: problem.message,
      where: problem.location[0]?.pointer ?? '',
    }));
}
