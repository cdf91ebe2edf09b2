import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { InjectOptions } from 'fastify';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_CENTER_PREFIX } from '@app/shared/api-contract/help-center';
import { PLANNER_PATHS, type CalendarFeedLink } from '@app/shared/api-contract/planner';
import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import { SUBSCRIPTION_SERVICE_PATHS, TEST_CARDS, type CheckoutSessionData, type Plan } from '@app/shared/api-contract/subscription-service';
import { TELEMETRY_PATHS } from '@app/shared/api-contract/telemetry';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { HERO_IMAGE_KEYS, HERO_SUBJECT, homeMediaUrl, MEDIA_PREFIX } from '@app/shared/media/media-paths';
import { PROGRAMS } from '../../src/db/seed/content/programs.ts';
import { mediaUrl } from '../../src/features/media/artwork.ts';
import { lintOpenapi, REDOCLY_CONFIG } from '../helpers/openapi-lint.ts';
import { bearer, call, createTestApp, signUp, TEST_PUBLIC_URL, type TestApp } from '../helpers/test-app.ts';
import { ACCOUNT_DATA_PATHS } from '@app/shared/api-contract/account-data';
import { stopToken } from '../../src/features/reminders/stop-link.ts';

interface Response {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface Operation {
  operationId?: string;
  security?: unknown[];
  summary?: string;
  description?: string;
  tags?: string[];
  responses?: Record<string, Response>;
}

interface OpenapiDocument {
  info: { contact?: unknown };
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description: string }[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operationsOf(document: OpenapiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ key: `${method} ${path}`, path, method, ...operation })),
  );
}

/** The media type of a Content-Type header, without its parameters. */
const mediaTypeOf = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim();

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenapiDocument;
  beforeAll(async () => {
    // With a registry, so its deploy API is in the document too (an empty folder of remote files).
    t = await createTestApp('pglite', { registryDir: mkdtempSync(path.join(tmpdir(), 'openapi-registry-')), canaryIntervalMs: null });
    document = t.app.swagger() as unknown as OpenapiDocument;
  });
  afterAll(() => t.close());

  it('is clean under Redocly’s recommended rules and Spectral’s spectral:oas: no finding of any severity', async () => {
    expect(await lintOpenapi(document)).toEqual([]);
  }, 120_000);

  it('the lint finds each fault it is there for (so a clean result means something)', async () => {
    const damaged = structuredClone(document);
    const health = damaged.paths['/health']!.get!;
    delete health.description;
    health.tags = ['undeclared'];
    delete health.responses!['400'];
    damaged.paths['/health/'] = { get: { ...health, operationId: 'getHealthSlash' } };
    delete damaged.info.contact;
    // Only an error reply: no success at all.
    damaged.paths['/dev/outbox.json']!.get!.responses = { 400: document.paths['/dev/outbox.json']!.get!.responses!['400']! };
    const found = new Set((await lintOpenapi(damaged)).map((problem) => `${problem.linter} ${problem.rule}`));
    for (const finding of [
      'spectral operation-description',
      'spectral operation-tag-defined',
      'spectral path-keys-no-trailing-slash',
      'spectral info-contact',
      'spectral operation-success-response',
      'redocly no-path-trailing-slash',
      'redocly operation-4xx-response',
      'redocly rule/operation-success-response',
    ]) {
      expect(found, finding).toContain(finding);
    }
  }, 120_000);

  it('every operation has a unique operationId, a summary, a description, declared tags and its security (empty when public)', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(20);
    const declared = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    for (const operation of operations) {
      expect(operation.operationId, operation.key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, operation.key).toBeTruthy();
      expect(operation.description?.length, operation.key).toBeGreaterThan(40);
      expect(operation.tags?.length, operation.key).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(declared.get(tag), `${operation.key}: tag ${tag}`).toBeTruthy();
      expect(Array.isArray(operation.security), operation.key).toBe(true);
      // Every route answers a 400 for a control character in any query parameter (plugins/text-guard.ts).
      expect(Object.keys(operation.responses ?? {}), operation.key).toContain('400');
    }
    // Every declared tag groups something.
    expect(new Set(operations.flatMap((operation) => operation.tags ?? []))).toEqual(new Set(declared.keys()));
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    // SPEC 6: member routes live under a service's /api/, public ones under /pub/api/ (and outside the services).
    const bearerOf = (operation: Operation) =>
      operation.security!.some((scheme) => typeof scheme === 'object' && scheme !== null && 'bearer' in scheme);
    for (const operation of operations) {
      const memberPath = /^\/[a-z-]+\/[a-z-]+\/api\//.test(operation.path);
      expect(bearerOf(operation), operation.key).toBe(memberPath);
    }
    expect(operations.filter(bearerOf).length).toBeGreaterThanOrEqual(6);
    // The operators' reads ask for their own token, and say that they answer 401 without it.
    const operatorReads = operations.filter((operation) =>
      operation.security!.some((scheme) => typeof scheme === 'object' && scheme !== null && 'metricsToken' in scheme),
    );
    expect(operatorReads.map((operation) => operation.key).sort()).toEqual(['get /metrics', 'get /telemetry/remote-loads']);
    for (const operation of operatorReads) expect(Object.keys(operation.responses ?? {})).toContain('401');
  });

  it('names the settings path without SPEC 7’s trailing slash, which the API answers too (settings.test.ts)', () => {
    const slashless = USER_SERVICE_PATHS.settings.replace(/\/$/, '');
    expect(Object.keys(document.paths[slashless] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(document.paths).filter((path) => path.endsWith('/'))).toEqual([]);
  });

  it('documents every reply that is not JSON (images, pages, metrics) in the media type it is sent in', async () => {
    const member = await signUp(t.app);
    const plans = await call<Plan[]>(t.app, { method: 'GET', url: `${SUBSCRIPTION_SERVICE_PATHS.plans}?paymentProvider=STRIPE` });
    const checkout = await call<CheckoutSessionData>(t.app, {
      method: 'POST',
      url: SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession,
      headers: bearer(member.token),
      payload: { planId: plans.body.data[0]!.id },
    });
    expect(checkout.status).toBe(200);
    const calendarFeed = await call<CalendarFeedLink>(t.app, {
      method: 'POST',
      url: PLANNER_PATHS.calendarFeed,
      headers: bearer(member.token),
    });
    expect(calendarFeed.status).toBe(200);
    const checkoutPage = `${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/{checkoutId}`;
    const illustration = `get ${MEDIA_PREFIX}/{kind}/{file}`;
    const picture = `get ${MEDIA_PREFIX}/{collection}/{subject}/{file}`;
    const form = (cardNumber: string) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cardNumber=${encodeURIComponent(cardNumber)}`,
    });
    // [operation, request, the status it answers]
    const samples: [string, InjectOptions, number][] = [
      [illustration, { url: mediaUrl('avatars', 'emma') }, 200],
      [illustration, { url: `${MEDIA_PREFIX}/avatars/Emma.svg` }, 400],
      [picture, { url: homeMediaUrl('hero', HERO_SUBJECT, HERO_IMAGE_KEYS[0]) }, 200],
      [picture, { url: homeMediaUrl('programs', PROGRAMS[0]!.slug, 'logo', 'svg') }, 200],
      [picture, { url: homeMediaUrl('programs', 'no-such-program', 'logo', 'svg') }, 404],
      ['get /dev/outbox', { url: '/dev/outbox' }, 200],
      [`get ${TELEMETRY_PATHS.metrics}`, { url: TELEMETRY_PATHS.metrics }, 200],
      [`get ${checkoutPage}`, { url: checkout.body.data.url }, 200],
      [`get ${checkoutPage}`, { url: `${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/local_cs_missing` }, 404],
      [`post ${checkoutPage}`, { method: 'POST', url: checkout.body.data.url, ...form(TEST_CARDS.declined) }, 402],
      [
        `post ${checkoutPage}`,
        { method: 'POST', url: `${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/local_cs_missing`, ...form(TEST_CARDS.succeeds) },
        404,
      ],
      [`get ${PLANNER_PATHS.calendarFeedFile}/{file}`, { url: calendarFeed.body.data.url.slice(TEST_PUBLIC_URL.length) }, 200],
      [
        `get ${PLANNER_PATHS.reminderStop}`,
        { url: `${PLANNER_PATHS.reminderStop}?token=${stopToken(t.app.serverSecret, member.id)}` },
        200,
      ],
      [`get ${PLANNER_PATHS.reminderStop}`, { url: `${PLANNER_PATHS.reminderStop}?token=1.forged` }, 400],
      [
        `post ${PLANNER_PATHS.reminderStop}`,
        {
          method: 'POST',
          url: `${PLANNER_PATHS.reminderStop}?token=${stopToken(t.app.serverSecret, member.id)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        },
        200,
      ],
      [
        `post ${PLANNER_PATHS.reminderStop}`,
        {
          method: 'POST',
          url: PLANNER_PATHS.reminderStop,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'token=1.forged',
        },
        400,
      ],
      [`get ${REGISTRY_PATHS.overrideLink('{link}')}`, { url: REGISTRY_PATHS.overrideLink('A'.repeat(43)) }, 410],
      [
        `post ${ACCOUNT_DATA_PATHS.exportLogbook}`,
        { method: 'POST', url: ACCOUNT_DATA_PATHS.exportLogbook, headers: bearer(member.token), payload: { password: member.password } },
        200,
      ],
    ];
    const exercised = new Set<string>();
    for (const [key, request, status] of samples) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await t.app.inject({ method: 'GET', ...request });
      expect(response.statusCode, `${key} ${request.url}`).toBe(status);
      const documented = Object.keys(document.paths[path]?.[method]?.responses?.[String(status)]?.content ?? {});
      const sent = mediaTypeOf(response.headers['content-type']);
      expect(documented, `${key} ${status}`).toContain(sent);
      exercised.add(`${key} ${status} ${sent}`);
    }
    expect(exercised).toContain(`${picture} 200 image/webp`);
    expect(exercised).toContain(`${picture} 200 image/svg+xml`);
    // Every non-JSON body the document names was sent above: a new one needs its sample here.
    const documentedNonJson = operationsOf(document).flatMap((operation) =>
      Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
        Object.keys(response.content ?? {})
          .filter((type) => type !== 'application/json')
          .map((type) => `${operation.key} ${status} ${type}`),
      ),
    );
    expect(documentedNonJson.length).toBeGreaterThan(5);
    for (const pair of documentedNonJson) expect(exercised, pair).toContain(pair);
  }, 60_000);

  it('openapi-typescript, under the same Redocly rules, generates a client that compiles', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'kindred-openapi-typescript-'));
    try {
      writeFileSync(path.join(folder, 'openapi.json'), JSON.stringify(document));
      // JSON is YAML: the lint test's Redocly rules, for openapi-typescript's own Redocly.
      writeFileSync(path.join(folder, 'redocly.yaml'), JSON.stringify(REDOCLY_CONFIG));
      const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin/cli.js');
      const generated = await promisify(execFile)(
        process.execPath,
        [cli, 'openapi.json', '--redocly', 'redocly.yaml', '--output', 'schema.d.ts'],
        { cwd: folder },
      );
      // Redocly's findings would be printed here (errors stop it; warnings do not).
      expect(generated.stderr).toBe('');
      // A small typed client, as an app would write one over the generated paths.
      writeFileSync(
        path.join(folder, 'client.ts'),
        `import type { paths } from './schema';

type JsonOf<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;
type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

export async function get<P extends GetPath>(origin: string, path: P, token: string): Promise<JsonOf<paths[P]['get']>> {
  const response = await fetch(origin + path, { headers: { authorization: 'Bearer ' + token } });
  return (await response.json()) as JsonOf<paths[P]['get']>;
}

export async function weightUnit(origin: string, token: string): Promise<'kg' | 'lb'> {
  const { code, data } = await get(origin, '/service/user-service/api/settings/user', token);
  if (code !== 200) throw new Error('not signed in');
  return data.weightUnit;
}

type PictureTypes = keyof paths['${MEDIA_PREFIX}/{collection}/{subject}/{file}']['get']['responses'][200]['content'];
export const pictureTypes: PictureTypes[] = ['image/webp', 'image/svg+xml'];
`,
      );
      const program = ts.createProgram([path.join(folder, 'schema.d.ts'), path.join(folder, 'client.ts')], {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
      });
      const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);

  it('describes every help centre route (Zendesk’s paths, plain and under a locale) under its declared tag', () => {
    const declared = new Set(document.tags.map((tag) => tag.name));
    const helpCentre = operationsOf(document).filter((operation) => operation.path.startsWith(`${HELP_CENTER_PREFIX}/`));
    expect(helpCentre.map((operation) => operation.key).sort()).toEqual(
      [
        ...[
          'categories',
          'categories/{id}',
          'categories/{id}/sections',
          'categories/{id}/articles',
          'sections',
          'sections/{id}',
          'sections/{id}/articles',
          'articles',
          'articles/{id}',
        ].flatMap((path) => [`get ${HELP_CENTER_PREFIX}/${path}.json`, `get ${HELP_CENTER_PREFIX}/{locale}/${path}.json`]),
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
