import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { HELP_CENTER_PREFIX, type HelpError } from '@app/shared/api-contract/help-center';
import { MEDIA_PREFIX } from '@app/shared/media/media-paths';
import { pillarFile } from '../src/features/media/pillar-scenes.ts';
import { describeEachBackend } from './helpers/suites.ts';
import {
  bearer,
  call,
  changedTables,
  createTestApp,
  databaseSnapshot,
  writeMark,
  signUp,
  tableCounts,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from './helpers/test-app.ts';

interface JsonSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  additionalProperties?: boolean;
}

interface Operation {
  method: string;
  path: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

// Several hundred requests each, with a database snapshot before and after every rejected one:
// slow on a loaded machine, hence the long timeouts of the two sweeps below.

/** A valid request of every route that takes input; the test fails if a route lacks one. */
const VALID: Record<string, { body?: unknown; query?: Record<string, string>; params?: Record<string, string> }> = {
  'POST /service/user-service/pub/api/user-profile/create-account': {
    body: { name: 'Jane', email: 'jane.bad-input@example.com', password: TEST_PASSWORD },
  },
  'POST /service/user-service/pub/api/user-profile/validate-email': { body: { email: 'jane@example.com' } },
  'POST /service/user-service/pub/api/auth/login': {
    body: {
      email: 'jane@example.com',
      password: TEST_PASSWORD,
      device: { deviceId: 'Ab3dE9xZ', deviceName: 'Pixel', deviceType: 'mobile', userAgent: 'UA' },
    },
  },
  'POST /service/user-service/pub/api/auth/forgot-password': { body: { email: 'jane@example.com' } },
  'POST /service/user-service/pub/api/auth/reset-password': { body: { token: 'token', password: TEST_PASSWORD } },
  'POST /service/user-service/pub/api/auth/validate-reset-token': { body: { token: 'token' } },
  'POST /service/user-service/pub/api/auth/refresh-token': { body: 'refresh-token' },
  'POST /service/user-service/pub/api/auth/create-otp': { body: { email: 'jane@example.com' } },
  'POST /service/user-service/pub/api/auth/confirm-otp': {
    body: {
      email: 'jane@example.com',
      otp: '123456',
      device: { deviceId: 'Ab3dE9xZ', deviceName: 'Mac', deviceType: 'desktop', userAgent: 'UA' },
    },
  },
  'POST /service/user-service/api/user-profile/save': { body: { genderId: 1, fitnessId: 1, mealId: 1, cooksFor: 2 } },
  'PUT /service/user-service/api/settings/user': {
    body: { name: 'Jane', regionId: 2, weightUnit: 'lb', currentPassword: TEST_PASSWORD, newPassword: 'Evening2025x' },
  },
  'GET /service/user-service/api/user-profile/user-info/{email}': { params: { email: 'jane@example.com' } },
  'POST /service/user-service/api/account/export': { body: { password: TEST_PASSWORD } },
  'POST /service/user-service/api/account/export/logbook': { body: { password: TEST_PASSWORD } },
  'POST /service/user-service/api/account/delete': { body: { password: TEST_PASSWORD, confirm: true } },
  'GET /interaction/user-interaction/pub/api/platform-config/config': { query: { platform: 'WEB' } },
  'GET /subscription/subscription-service/pub/api/plans': { query: { paymentProvider: 'STRIPE' } },
  'POST /subscription/subscription-service/api/card-provider/checkout-session': { body: { planId: 3 } },
  'POST /subscription/subscription-service/pub/api/webhook': { body: '{"id":"evt_1","type":"payment-failed"}' },
  'GET /subscription/subscription-service/pub/local-checkout/{checkoutId}': { params: { checkoutId: 'local_cs_missing' } },
  'POST /subscription/subscription-service/pub/local-checkout/{checkoutId}': {
    params: { checkoutId: 'local_cs_missing' },
    body: { cardNumber: '4242 4242 4242 4242' },
  },
  'GET /dev/outbox': { query: {} },
  'POST /telemetry/remote-loads': {
    body: { events: [{ remote: 'marketing', version: '1.0.0-abcdef1234', outcome: 'loaded', loadMs: 120 }] },
  },
  'GET /dev/outbox.json': { query: { to: 'jane@example.com' } },
  'GET /search/application-search/pub/api/content/{id}': { params: { id: '5012' }, query: { genderId: '1', fitnessId: '2', mealId: '1' } },
  'GET /search/application-search/pub/api/search/listing/{type}': {
    params: { type: 'blogs' },
    query: { page: '1', q: 'sleep', author: 'amara-okafor' },
  },
  'GET /search/application-search/api/search/content-search': {
    query: { q: 'sleep', type: 'pregnancy', trimester: 'trimester3', page: '1' },
  },
  'GET /interaction/user-interaction/pub/api/filters/{type}': { params: { type: 'pregnancy' } },
  'GET /api/v2/help_center/categories.json': { query: { page: '1', per_page: '10' } },
  'GET /api/v2/help_center/categories/{id}.json': { params: { id: '9201' } },
  'GET /api/v2/help_center/categories/{id}/sections.json': { params: { id: '9201' }, query: { page: '1', per_page: '10' } },
  'GET /api/v2/help_center/sections.json': { query: { page: '1', per_page: '10' } },
  'GET /api/v2/help_center/sections/{id}.json': { params: { id: '9211' } },
  'GET /api/v2/help_center/sections/{id}/articles.json': { params: { id: '9211' }, query: { page: '1', per_page: '10' } },
  'GET /api/v2/help_center/articles.json': { query: { page: '1', per_page: '10' } },
  'GET /api/v2/help_center/articles/{id}.json': { params: { id: '9101' } },
  'GET /api/v2/help_center/articles/search.json': { query: { query: 'cancel', page: '1', per_page: '10' } },
  'GET /api/v2/help_center/categories/{id}/articles.json': { params: { id: '9201' }, query: { page: '1', per_page: '10' } },
  // The same help centre under a locale.
  'GET /api/v2/help_center/{locale}/categories.json': { params: { locale: 'en-us' }, query: { page: '1', per_page: '10' } },
  'GET /api/v2/help_center/{locale}/categories/{id}.json': { params: { locale: 'en-us', id: '9201' } },
  'GET /api/v2/help_center/{locale}/categories/{id}/sections.json': {
    params: { locale: 'en-us', id: '9201' },
    query: { page: '1', per_page: '10' },
  },
  'GET /api/v2/help_center/{locale}/categories/{id}/articles.json': {
    params: { locale: 'en-us', id: '9201' },
    query: { page: '1', per_page: '10' },
  },
  'GET /api/v2/help_center/{locale}/sections.json': { params: { locale: 'en-us' }, query: { page: '1', per_page: '10' } },
  'GET /api/v2/help_center/{locale}/sections/{id}.json': { params: { locale: 'en-us', id: '9211' } },
  'GET /api/v2/help_center/{locale}/sections/{id}/articles.json': {
    params: { locale: 'en-us', id: '9211' },
    query: { page: '1', per_page: '10' },
  },
  'GET /api/v2/help_center/{locale}/articles.json': { params: { locale: 'en-us' }, query: { page: '1', per_page: '10' } },
  'GET /api/v2/help_center/{locale}/articles/{id}.json': { params: { locale: 'en-us', id: '9101' } },
  'GET /interaction/user-interaction/pub/api/programs/list': { query: { fitnessGoal: 'Strength & Tone' } },
  'GET /interaction/user-interaction/pub/api/programs/summary/{id}': { params: { id: '1' } },
  'GET /interaction/user-interaction/pub/api/programs/{id}': { params: { id: '1' } },
  'GET /interaction/user-interaction/pub/api/programs/activity/{id}': { params: { id: '1' }, query: { week: '1' } },
  'GET /progress/progress-service/api/user/preference/favourite': { query: { userId: '1', contentType: 'article', contentId: '5012' } },
  'PUT /progress/progress-service/api/user/preference/favourite': {
    body: { userId: 1, contentId: 5012, contentType: 'article', favourite: true },
  },
  'GET /progress/progress-service/api/user/preference/mark-as-completed': {
    query: { userId: '1', contentType: 'article', contentId: '5012' },
  },
  'PUT /progress/progress-service/api/user/preference/mark-as-completed': {
    body: {
      itemId: 5012,
      contentType: 'article',
      isPlanner: true,
      selectedDate: '2026-11-20',
      isLeftOver: false,
      isGoingOut: false,
      isPolicy: false,
      title: 'Lying flat',
      setType: 0,
    },
  },
  'GET /progress/progress-service/api/user/history': { query: { userId: '1', date: '2026-11-20', contentType: 'article' } },
  'GET /progress/progress-service/api/user/saved/{type}': { params: { type: 'blogs' }, query: { page: '1' } },
  'GET /progress/progress-service/api/user/workout-history': { query: { page: '1' } },
  'GET /progress/progress-service/api/programs/in-progress': { query: {} },
  'GET /progress/progress-service/api/course-progress/{programId}': { params: { programId: '1' }, query: {} },
  'PUT /progress/progress-service/api/programs/{programId}/{action}': { params: { programId: '1', action: 'start' } },
  'PUT /progress/progress-service/api/course-progress/workout-complete': {
    body: { type: 'workout', programId: 1, workoutId: 10001, complete: true, setType: 0, courseId: 1, day: 1 },
  },
  'GET /progress/progress-service/api/stage-plan/programs/{programId}': { params: { programId: '3' } },
  'PUT /progress/progress-service/api/stage-plan/programs/{programId}/{choice}': { params: { programId: '3', choice: 'keep' } },
  'POST /interaction/user-interaction/api/shopping-list/save': {
    body: { meals: [{ recipeId: 40001, activityId: 'wk1-mon-dinner', servings: 2 }] },
  },
  'POST /interaction/user-interaction/api/shopping-list/planner-swap': {
    body: { activityId: 'wk1-mon-dinner', kind: 'meal', recipeId: 40001, servings: 2 },
  },
  'GET /interaction/user-interaction/api/shopping-list/{shoppingListId}': { params: { shoppingListId: '1' } },
  'DELETE /interaction/user-interaction/api/shopping-list/{shoppingListId}': { params: { shoppingListId: '1' } },
  'PUT /interaction/user-interaction/api/shopping-list/{shoppingListId}/ingredient/toggle': {
    params: { shoppingListId: '1' },
    body: { lineKey: 'tomato:unit-0', ticked: true },
  },
  'POST /interaction/user-interaction/api/shopping-list/{shoppingListId}/ingredient/remove': {
    params: { shoppingListId: '1' },
    body: { lineKeys: ['tomato:unit-0'] },
  },
  'POST /interaction/user-interaction/api/shopping-list/{shoppingListId}/ingredient/add': {
    params: { shoppingListId: '1' },
    body: { operationId: 'op-12345678', name: 'Tomatoes', quantity: '3', unit: 'singular', category: 'Fruit & Vegetables' },
  },
  'DELETE /interaction/user-interaction/api/shopping-list/{shoppingListId}/meal/{activityId}': {
    params: { shoppingListId: '1', activityId: 'wk1-mon-dinner' },
  },
  'GET /interaction/user-interaction/api/shopping-list/{shoppingListId}/recipe/{recipeId}': {
    params: { shoppingListId: '1', recipeId: '40001' },
  },
  'GET /interaction/user-interaction/api/shopping-list/{shoppingListId}/recipe/{recipeId}/activity/{activityId}': {
    params: { shoppingListId: '1', recipeId: '40001', activityId: 'wk1-mon-dinner' },
  },
  'GET /search/application-search/api/planner': {
    query: { startDate: '2026-11-23', userId: '1', genderId: '1', mealId: '2', fitnessId: '1' },
  },
  'PUT /search/application-search/api/planner/swap': {
    body: { userId: 1, date: '2026-11-24', sectionType: 'RECIPE', mealType: 'Lunch', action: 'another', contentId: 20001 },
  },
  'PUT /search/application-search/api/planner/completion': {
    body: {
      itemId: 20001,
      contentType: 'recipe',
      isPlanner: true,
      selectedDate: '2026-11-23',
      isLeftOver: false,
      isGoingOut: false,
      setType: 0,
    },
  },
  // A made-up secret: the shape is valid (a 404); every malformed one is a 400 (features/planner/calendar-feed.test.ts).
  'GET /search/application-search/pub/api/planner/calendar/{file}': { params: { file: `${'A'.repeat(43)}.ics` } },
  'PUT /search/application-search/api/planner/reminders': { body: { days: [1, 3], hour: 7 } },
  // A token that is not one of ours: a 400 page (features/reminders/reminders.test.ts).
  'GET /search/application-search/pub/api/planner/reminders/stop': { query: { token: '1.forged' } },
  'POST /search/application-search/pub/api/planner/reminders/stop': { query: { token: '1.forged' } },
  'GET /search/application-search/api/history': { query: { userId: '1', date: '2026-11-23', contentType: 'recipe' } },
  'GET /progress/progress-service/api/logbook': { query: { routineId: '10085' } },
  'POST /progress/progress-service/api/logbook': {
    body: { routineId: 10085, exerciseId: 20004, sets: [{ reps: 10, weight: { value: 12.5, unit: 'kg' } }] },
  },
  'PUT /progress/progress-service/api/logbook/{logId}': {
    params: { logId: '1' },
    body: { routineId: 10085, exerciseId: 20004, sets: [{ reps: 8, weight: { value: 30, unit: 'lb' } }] },
  },
  'DELETE /progress/progress-service/api/logbook/{logId}': { params: { logId: '1' } },
  'GET /progress/progress-service/api/logbook/progress': { query: { exerciseId: '20004' } },
  'POST /progress/progress-service/api/measurements': {
    body: {
      weight: { value: 68.5, unit: 'kg' },
      waist: { value: 80, unit: 'cm' },
      hips: { value: 100, unit: 'cm' },
      chest: { value: 90, unit: 'cm' },
    },
  },
  'DELETE /progress/progress-service/api/measurements/{measurementId}': { params: { measurementId: '1' } },
  [`GET ${MEDIA_PREFIX}/{kind}/{file}`]: { params: { kind: 'pillars', file: `${pillarFile('pillar-veg')}.svg` } },
  [`GET ${MEDIA_PREFIX}/{collection}/{subject}/{file}`]: { params: { collection: 'hero', subject: 'home', file: 'landscape1x_4x3.webp' } },
};

function wrongValue(schema: JsonSchema): unknown {
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'not-a-number' : 12345;
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'object':
      return 'not-an-object';
    default:
      return { unexpected: true };
  }
}

/**
 * Values a field of this schema must refuse: control characters (NUL among them) and over-long
 * unicode in strings, out-of-range and non-integer numbers.
 */
function badValues(schema: JsonSchema): [string, unknown][] {
  if (schema.enum) {
    return typeof schema.enum[0] === 'number'
      ? [
          ['out-of-range number', Math.max(...(schema.enum as number[])) + 1],
          ['zero', 0],
        ]
      : [['control character', 'a\u0000b']];
  }
  switch (schema.type) {
    case 'string':
      return [
        ['NUL', 'a\u0000b'],
        ['escape character', 'a\u001b[31mb'],
        ['over-long unicode', '\u{1F642}'.repeat((schema.maxLength ?? 70_000) + 1)],
      ];
    case 'integer':
    case 'number':
      return [
        ['too large a number', (schema.maximum ?? Number.MAX_SAFE_INTEGER) + 1],
        ['too small a number', (schema.minimum ?? -Number.MAX_SAFE_INTEGER) - 1],
        ['1e308', 1e308],
        ['a fraction', 1.5],
      ];
    default:
      return [];
  }
}

interface Case {
  name: string;
  request: InjectOptions;
}

function casesFor(operation: Operation, token: string): Case[] {
  const key = `${operation.method.toUpperCase()} ${operation.path}`;
  const valid = VALID[key];
  if (!valid) throw new Error(`no valid sample for ${key}`);
  const headers: Record<string, string> = operation.security?.length ? bearer(token) : {};
  const url = (params = valid.params ?? {}, query = valid.query ?? {}) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };
  const method = operation.method.toUpperCase() as InjectOptions['method'];
  const cases: Case[] = [];
  const json = (name: string, payload: string) =>
    cases.push({ name, request: { method, url: url(), headers: { ...headers, 'content-type': 'application/json' }, payload } });

  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  if (jsonSchema) {
    const body = valid.body as Record<string, unknown>;
    for (const field of jsonSchema.required ?? []) {
      const { [field]: _removed, ...rest } = body;
      json(`missing ${field}`, JSON.stringify(rest));
    }
    for (const [field, schema] of Object.entries(jsonSchema.properties ?? {})) {
      json(`wrong type for ${field}`, JSON.stringify({ ...body, [field]: wrongValue(schema) }));
      if (schema.maxLength !== undefined) json(`oversize ${field}`, JSON.stringify({ ...body, [field]: 'x'.repeat(schema.maxLength + 1) }));
      for (const [name, value] of badValues(schema)) json(`${name} in ${field}`, JSON.stringify({ ...body, [field]: value }));
      if (schema.type === 'object' && body[field]) {
        const nested = body[field] as Record<string, unknown>;
        json(`unknown field in ${field}`, JSON.stringify({ ...body, [field]: { ...nested, extra: 1 } }));
        for (const [inner, innerSchema] of Object.entries(schema.properties ?? {})) {
          for (const [name, value] of badValues(innerSchema))
            json(`${name} in ${field}.${inner}`, JSON.stringify({ ...body, [field]: { ...nested, [inner]: value } }));
        }
        for (const inner of schema.required ?? []) {
          const { [inner]: _gone, ...rest } = nested;
          json(`missing ${field}.${inner}`, JSON.stringify({ ...body, [field]: rest }));
        }
      }
    }
    json('unknown field', JSON.stringify({ ...body, isAdmin: true }));
    json('malformed JSON', JSON.stringify(body).slice(0, -1));
    json('empty body', '');
    json('null', 'null');
    json('an array', JSON.stringify([body]));
    json('a string', JSON.stringify('text'));
    json('prototype pollution', JSON.stringify(body).replace(/^\{/, '{"__proto__":{"isAdmin":true},'));
    json('oversize body', JSON.stringify({ ...body, padding: 'x'.repeat(70 * 1024) }));
    json('arrays nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    cases.push({
      name: 'form encoded',
      request: { method, url: url(), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
    });
    cases.push({ name: 'no body', request: { method, url: url(), headers } });
  }
  const textSchema = content['text/plain']?.schema;
  if (textSchema) {
    const text = (name: string, payload: string) =>
      cases.push({ name, request: { method, url: url(), headers: { ...headers, 'content-type': 'text/plain' }, payload } });
    text('empty text', '');
    if (textSchema.maxLength !== undefined) text('oversize text', 'x'.repeat(textSchema.maxLength + 1));
    json('JSON instead of text', JSON.stringify({ refreshToken: valid.body }));
    cases.push({ name: 'no body', request: { method, url: url(), headers } });
  }
  for (const parameter of operation.parameters ?? []) {
    const where = parameter.in === 'query' ? 'query' : parameter.in === 'path' ? 'params' : null;
    if (!where) continue;
    const base = { ...(where === 'query' ? valid.query : valid.params) };
    const make = (name: string, values: Record<string, string>) =>
      cases.push({ name, request: { method, url: where === 'query' ? url(valid.params, values) : url(values, valid.query), headers } });
    if (parameter.required && where === 'query') {
      const { [parameter.name]: _removed, ...rest } = base;
      make(`missing ${parameter.name}`, rest as Record<string, string>);
    }
    if (parameter.schema.enum) make(`unknown ${parameter.name}`, { ...base, [parameter.name]: 'NOT_A_VALUE' } as Record<string, string>);
    if (parameter.schema.maxLength !== undefined)
      make(`oversize ${parameter.name}`, { ...base, [parameter.name]: 'x'.repeat(parameter.schema.maxLength + 1) } as Record<
        string,
        string
      >);
    for (const [name, value] of badValues(parameter.schema))
      make(`${name} in ${parameter.name}`, { ...base, [parameter.name]: String(value) } as Record<string, string>);
    if (where === 'params') {
      for (const malformed of ['..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', 'null', '-1', "1' or '1'='1", '%F0%9F%99%82'.repeat(40)]) {
        cases.push({
          name: `malformed ${parameter.name} ${malformed.slice(0, 20)}`,
          request: { method, url: url({ ...base, [parameter.name]: '__RAW__' }, valid.query).replace('__RAW__', malformed), headers },
        });
      }
    }
  }
  if ((operation.parameters ?? []).some((parameter) => parameter.in === 'query')) {
    cases.push({ name: 'unknown query parameter', request: { method, url: url(valid.params, { ...valid.query, sneaky: '1' }), headers } });
  }
  return cases;
}

function operations(document: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ ...operation, method, path })),
  );
}

describeEachBackend('bad input on every route (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await signUp(t.app, { email: uniqueEmail() })).token;
  });
  afterAll(() => t.close());

  it('every input-taking route has a valid sample here', () => {
    const inputRoutes = operations(t.app.swagger() as never).filter((operation) => operation.requestBody || operation.parameters?.length);
    expect(inputRoutes.length).toBeGreaterThan(10);
    for (const operation of inputRoutes) expect(Object.keys(VALID)).toContain(`${operation.method.toUpperCase()} ${operation.path}`);
  });

  it(
    'missing fields, wrong types, oversize strings, control characters, over-long unicode, out-of-range numbers, malformed ids, unknown fields and malformed JSON get a 4xx with a message, and each changes no row',
    { timeout: 360_000 },
    async () => {
      const before = await tableCounts(t.app);
      const failures: string[] = [];
      let tried = 0;
      // Every table, read once; each request then compares the write mark, and the tables only when it moved.
      let unchanged = await databaseSnapshot(t.app);
      for (const operation of operations(t.app.swagger() as never)) {
        if (!operation.requestBody && !operation.parameters?.length) continue;
        for (const { name, request } of casesFor(operation, token)) {
          tried++;
          const mark = await writeMark(t.app);
          const { status, body } = await call(t.app, request);
          // The help centre refuses in Zendesk's shape ({ error, description }); everything else in the envelope.
          const explained = operation.path.startsWith(`${HELP_CENTER_PREFIX}/`)
            ? typeof (body as unknown as HelpError).error === 'string' && Boolean((body as unknown as HelpError).description)
            : Boolean(body.message) && body.code === status;
          if (status < 400 || status >= 500 || !explained) {
            failures.push(
              `${operation.method.toUpperCase()} ${operation.path} [${name}] -> ${status} ${JSON.stringify(body).slice(0, 160)}`,
            );
          }
          await t.app.background.settled();
          if ((await writeMark(t.app)) === mark) continue;
          const now = await databaseSnapshot(t.app);
          const changed = changedTables(unchanged, now);
          unchanged = now;
          if (changed.length > 0)
            failures.push(`${operation.method.toUpperCase()} ${operation.path} [${name}] changed ${changed.join(', ')}`);
        }
      }
      expect(failures).toEqual([]);
      expect(tried).toBeGreaterThan(300);
      await t.app.background.settled();
      expect(await tableCounts(t.app)).toEqual(before);
    },
  );

  it('the snapshot sees a changed row, not only a changed count, and the write mark moves', async () => {
    const before = await databaseSnapshot(t.app);
    const mark = await writeMark(t.app);
    expect(await writeMark(t.app)).toBe(mark);
    await t.app.db
      .updateTable('users')
      .set({ name: 'Renamed' })
      .where('id', '=', (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id)
      .execute();
    expect(changedTables(before, await databaseSnapshot(t.app))).toEqual(['users']);
    expect(await writeMark(t.app)).not.toBe(mark);
  });

  it('no route answers 5xx to odd input', { timeout: 120_000 }, async () => {
    const odd: unknown[] = [
      {},
      [],
      0,
      -1,
      1e308,
      true,
      null,
      '',
      'x'.repeat(1000),
      { a: { b: { c: { d: [] } } } },
      { email: ['a@b.co'] },
      { email: { $ne: null } },
      'ü🙂\u0000',
    ];
    const failures: string[] = [];
    for (const operation of operations(t.app.swagger() as never)) {
      const url = operation.path.replace(/\{(\w+)\}/g, 'x');
      for (const payload of odd) {
        for (const contentType of ['application/json', 'text/plain']) {
          const response = await t.app.inject({
            method: operation.method.toUpperCase() as InjectOptions['method'],
            url,
            headers: { ...(operation.security?.length ? bearer(token) : {}), 'content-type': contentType },
            payload: typeof payload === 'string' && contentType === 'text/plain' ? payload : JSON.stringify(payload),
          });
          if (response.statusCode >= 500)
            failures.push(`${operation.method} ${url} ${contentType} ${JSON.stringify(payload)} -> ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
