import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DeployError, promoteCanary, registerVersion, rollbackRemote, type RegistryOptions } from '@app/deploy/commands';
import { REGISTRY_PATHS, REGISTRY_TOKEN_MESSAGE } from '@app/shared/api-contract/registry';
import { REMOTE_NAMES, resolveRemoteName, type RemoteName } from '@app/shared/contract';
import { ApiError } from '../../lib/api-error.ts';
import { sameSecret } from '../../lib/crypto.ts';
import { BODY_ERRORS, Replies, StrictObject } from '../../lib/schemas.ts';
import type { RegistryStore } from '@app/deploy/registry';
import type { RegistryView } from './registry-view.ts';
import type { OperatorToken } from './registry-tokens.ts';

/** Under 'system' (declared whether or not this app serves a registry, as the OpenAPI lint asks). */
const TAGS = ['system'];
const SECURITY = [{ registryToken: [] }];
const VERSION = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$', description: 'A registry version, e.g. 1.0.0-1a2b3c4d5e' });
const RemoteParams = StrictObject({ remote: Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name)), { description: 'The remote, by its federation name' }) });
const Change = Type.Object({ remote: Type.String(), from: Type.Union([Type.String(), Type.Null()]), to: Type.String() });
const AnyRegistry = Type.Object({}, { additionalProperties: true, description: 'remotes.json: every remote with its active version, canary, versions and history' });

/** The name of the token this request presents, or a 401. */
function operatorOf(request: FastifyRequest, tokens: readonly OperatorToken[]): string {
  const header = request.headers.authorization;
  const presented = typeof header === 'string' ? /^Bearer (\S{1,512})$/.exec(header)?.[1] : undefined;
  const token = presented === undefined ? undefined : tokens.find((t) => sameSecret(presented, t.secret));
  if (!token) throw new ApiError(401, 'UNAUTHORIZED', REGISTRY_TOKEN_MESSAGE, null, { 'www-authenticate': 'Bearer realm="registry"' });
  return token.name;
}

/** A refusal of the registry's rules (unknown version, contract broken, no canary...): a 400 that changed nothing. */
async function asBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DeployError) throw new ApiError(400, 'BAD_REQUEST', error.message);
    throw error;
  }
}

interface RegistryRoutesOptions {
  registryDir: string;
  store: RegistryStore;
  view: RegistryView;
  tokens: OperatorToken[];
  /** The versions of the modules the shell shares: what a build's ranges are checked against here. */
  shellVersions: () => Record<string, string>;
}

/**
 * The deploy API (import-map-deployer's idea): deploy, rollback, promote, list and status from any
 * instance, for the bearer of an operator token only, each change recorded with the token's name.
 * A deploy names a version whose files are already in the registry's store; the contract and
 * shared-singleton checks run here on those files, so no client can skip them.
 */
const registryRoutes: FastifyPluginAsyncTypebox<RegistryRoutesOptions> = async (app, options) => {
  const onRequest = async (request: FastifyRequest) => {
    request.operator = operatorOf(request, options.tokens);
  };
  const common = (request: FastifyRequest): RegistryOptions => ({ registryDir: options.registryDir, store: options.store, by: request.operator ?? 'operator' });
  const remoteOf = (name: string): RemoteName => resolveRemoteName(name)!;
  const changed = <T>(result: T) => {
    options.view.invalidate();
    return result;
  };

  app.get(
    REGISTRY_PATHS.registry,
    {
      onRequest,
      schema: {
        tags: TAGS,
        operationId: 'getRegistry',
        summary: 'The registry: every remote’s active version, canary, versions and history (remote:list, remote:status)',
        description: 'For operators: the bearer of an operator token of REGISTRY_TOKEN; 401 for anyone else.',
        security: SECURITY,
        response: Replies(AnyRegistry, [401]),
      },
    },
    async () => ({ code: 200, data: await options.store.read(), message: 'OK' }),
  );

  app.post(
    REGISTRY_PATHS.versions(':remote'),
    {
      onRequest,
      schema: {
        tags: TAGS,
        operationId: 'deployRemoteVersion',
        summary: 'Deploy a version whose files are in the registry’s store: active for everyone, or a canary',
        description: 'The files must be in the store (uploaded first); their manifest must pass the contract and shared-singleton checks. Recorded with the token’s name.',
        security: SECURITY,
        params: RemoteParams,
        body: StrictObject({
          version: VERSION,
          canary: Type.Optional(
            StrictObject({
              percent: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 100, description: 'Share of devices' }),
              maxFailureRate: Type.Number({ minimum: 0, exclusiveMaximum: 1, description: 'Share (0-1) of devices failing past which it is rolled back' }),
              minDevices: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Devices it takes to judge' }),
              steps: Type.Optional(Type.Array(Type.Number({ exclusiveMinimum: 0, maximum: 100 }), { minItems: 1, maxItems: 20, description: 'The shares of the rollout' })),
            }),
          ),
        }),
        response: Replies(Type.Object({ remote: Type.String(), version: Type.String(), previous: Type.Union([Type.String(), Type.Null()]), warnings: Type.Array(Type.String()) }), [...BODY_ERRORS, 401]),
      },
    },
    async (request) => {
      const { version, canary } = request.body;
      const result = await asBadRequest(() =>
        registerVersion(remoteOf(request.params.remote), version, { ...common(request), shellVersions: options.shellVersions(), ...(canary ? { canary } : {}) }),
      );
      return { code: 200, data: changed(result), message: 'OK' };
    },
  );

  app.post(
    REGISTRY_PATHS.rollback(':remote'),
    {
      onRequest,
      schema: {
        tags: TAGS,
        operationId: 'rollbackRemote',
        summary: 'Make the previous (or the named) version active again; ends a canary',
        description: 'For the bearer of an operator token of REGISTRY_TOKEN; the change is recorded in the history with the token’s name.',
        security: SECURITY,
        params: RemoteParams,
        body: StrictObject({ to: Type.Optional(VERSION) }),
        response: Replies(Change, [...BODY_ERRORS, 401]),
      },
    },
    async (request) => {
      const { to } = request.body;
      const result = await asBadRequest(() => rollbackRemote(remoteOf(request.params.remote), { ...common(request), ...(to ? { to } : {}) }));
      return { code: 200, data: changed(result), message: 'OK' };
    },
  );

  app.post(
    REGISTRY_PATHS.promote(':remote'),
    {
      onRequest,
      schema: {
        tags: TAGS,
        operationId: 'promoteCanary',
        summary: 'Make the running canary the version for everyone',
        description: 'For the bearer of an operator token of REGISTRY_TOKEN; the change is recorded in the history with the token’s name.',
        security: SECURITY,
        params: RemoteParams,
        body: StrictObject({}),
        response: Replies(Change, [...BODY_ERRORS, 401]),
      },
    },
    async (request) => {
      const result = await asBadRequest(() => promoteCanary(remoteOf(request.params.remote), common(request)));
      return { code: 200, data: changed(result), message: 'OK' };
    },
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The name of the operator token a registry request presented. */
    operator?: string;
  }
}

export default registryRoutes;
