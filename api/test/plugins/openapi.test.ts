import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_CENTER_PREFIX } from '@app/shared/api-contract/help-center';
import { USER_INTERACTION_PATHS } from '@app/shared/api-contract/user-interaction';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { lintOpenapi } from '../helpers/openapi-lint.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** JSON pointer of a path in the document. */
const pointer = (path: string) => `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * Findings that are the SPEC's choice, each named exactly (a new route gets no exemption by
 * default): the settings path ends with a slash, and the public GETs without input (onboarding
 * data, every program, the health checks) have no 4xx to describe.
 */
const ACCEPTED = new Set([
  `no-path-trailing-slash ${pointer(USER_SERVICE_PATHS.settings)}`,
  `operation-4xx-response ${pointer(USER_SERVICE_PATHS.onboardingData)}/get/responses`,
  `operation-4xx-response ${pointer(USER_INTERACTION_PATHS.programsAll)}/get/responses`,
  `operation-4xx-response ${pointer('/health')}/get/responses`,
  `operation-4xx-response ${pointer('/health/live')}/get/responses`,
  `operation-4xx-response ${pointer('/health/ready')}/get/responses`,
]);

interface Operation {
  operationId?: string;
  security?: unknown[];
  summary?: string;
  description?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Operation>>; tags: { name: string; description: string }[] };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    document = t.app.swagger() as typeof document;
  });
  afterAll(() => t.close());

  it('passes Redocly’s recommended lint rules', async () => {
    const problems = await lintOpenapi(document);
    const unexpected = problems.filter((problem) => !ACCEPTED.has(`${problem.rule} ${problem.where}`));
    expect(unexpected).toEqual([]);
    // The exemptions are still needed (drop one when its finding goes away).
    expect(new Set(problems.map((problem) => `${problem.rule} ${problem.where}`))).toEqual(ACCEPTED);
  });

  it('every operation has a unique operationId, a summary and its security (empty when public)', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, ...operation })));
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      expect(operation.operationId, operation.key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, operation.key).toBeTruthy();
      expect(Array.isArray(operation.security), operation.key).toBe(true);
    }
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    // SPEC 6: member routes live under a service's /api/, public ones under /pub/api/ (and outside the services).
    const bearerOf = (operation: Operation) => operation.security!.some((scheme) => typeof scheme === 'object' && scheme !== null && 'bearer' in scheme);
    for (const operation of operations) {
      const memberPath = /^\/[a-z-]+\/[a-z-]+\/api\//.test(operation.key.split(' ')[1]!);
      expect(bearerOf(operation), operation.key).toBe(memberPath);
    }
    expect(operations.filter(bearerOf).length).toBeGreaterThanOrEqual(6);
    // The operators' reads ask for their own token, and say that they answer 401 without it.
    const operatorReads = operations.filter((operation) => operation.security!.some((scheme) => typeof scheme === 'object' && scheme !== null && 'metricsToken' in scheme));
    expect(operatorReads.map((operation) => operation.key).sort()).toEqual(['get /metrics', 'get /telemetry/remote-loads']);
    for (const operation of operatorReads) expect(Object.keys(document.paths[operation.key.split(' ')[1]!]!.get!.responses ?? {})).toContain('401');
  });

  it('describes every help centre route (Zendesk’s paths, plain and under a locale) under its declared tag', () => {
    const declared = new Set(document.tags.map((tag) => tag.name));
    const helpCentre = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${HELP_CENTER_PREFIX}/`))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, ...operation })));
    expect(helpCentre.map((operation) => operation.key).sort()).toEqual(
      [
        ...['categories', 'categories/{id}', 'categories/{id}/sections', 'categories/{id}/articles', 'sections', 'sections/{id}', 'sections/{id}/articles', 'articles', 'articles/{id}'].flatMap((path) => [
          `get ${HELP_CENTER_PREFIX}/${path}.json`,
          `get ${HELP_CENTER_PREFIX}/{locale}/${path}.json`,
        ]),
        `get ${HELP_CENTER_PREFIX}/articles/search.json`,
      ].sort(),
    );
    for (const operation of helpCentre) {
      expect(operation.summary, operation.key).toBeTruthy();
      expect(operation.description?.length, operation.key).toBeGreaterThan(40);
      expect(operation.operationId, operation.key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.tags, operation.key).toEqual(['help centre']);
      for (const tag of operation.tags!) expect(declared, operation.key).toContain(tag);
    }
  });
});
