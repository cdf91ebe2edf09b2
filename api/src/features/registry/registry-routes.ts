import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DeployError, promoteCanary, promoteVersion, registerVersion, rollbackRemote, type RegistryOptions } from '@app/deploy/commands';
import { REGISTRY_PATHS, REGISTRY_TOKEN_MESSAGE, type CanaryDecision } from '@app/shared/api-contract/registry';
import { REMOTE_NAMES, resolveRemoteName, type RemoteName } from '@app/shared/contract';
import { StrictObject } from '@app/shared/api-contract/schemas/common';
import { CanaryDecisionSchema } from '@app/shared/api-contract/schemas/registry';
import type { HostContract } from '@app/shared/contract/host';
import { ApiError } from '../../lib/api-error.ts';
import { BODY_ERRORS, Replies } from '../../lib/schemas.ts';
import type { RegistryStore } from '@app/deploy/registry';
import type { RemoteBlobStore } from '@app/deploy/blob-store';
import type { RegistryView } from './registry-view.ts';
import { LOCAL_OPERATOR_MESSAGE, presentedOperator, type OperatorToken } from './registry-tokens.ts';

/** Under 'system' (declared whether or not this app serves a registry, as the OpenAPI lint asks). */
const TAGS = ['system'];
const SECURITY = [{ registryToken: [] }];
const VERSION = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$', description: 'A registry version, e.g. 1.0.0-1a2b3c4d5e' });
const RemoteParams = StrictObject({
  remote: Type.Union(
    REMOTE_NAMES.map((name) => Type.Literal(name)),
    { description: 'The remote, by its federation name' },
  ),
});
const Change = Type.Object({ remote: Type.String(), from: Type.Union([Type.String(), Type.Null()]), to: Type.String() });
const AnyRegistry = Type.Object(
  {},
  { additionalProperties: true, description: 'remotes.json: every remote with its active version, canary, versions and history' },
);

/** The name of the operator token this request presents, or a 401. */
export function operatorOf(request: FastifyRequest, tokens: readonly OperatorToken[]): string {
  const token = presentedOperator(request, tokens);
  if (typeof token === 'string')
    throw new ApiError(401, 'UNAUTHORIZED', token === 'not-local' ? LOCAL_OPERATOR_MESSAGE : REGISTRY_TOKEN_MESSAGE, null, {
      'www-authenticate': 'Bearer realm="registry"',
    });
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
  /** Where the versions' files are: a deploy names a version whose files are checked there. */
  blobs: RemoteBlobStore;
  view: RegistryView;
  tokens: OperatorToken[];
  /** The versions of the modules the shell shares: what a build's ranges are checked against here. */
  shellVersions: () => Record<string, string>;
  /** What the shell this instance serves provides to remotes (its host-contract.json); null when it has none. */
  hostContract: () => HostContract | null;
  /** One pass of the canary controller (under its advisory lock): what it decided. */
  analyse: () => Promise<CanaryDecision[]>;
  /** A preview's link (override-routes.ts): the URL that opens the app with that version, and when it expires. */
  previewLink: (remote: RemoteName, version: string, by: string) => Promise<{ url: string; expiresAt: string }>;
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
  const common = (request: FastifyRequest): RegistryOptions => ({
    registryDir: options.registryDir,
    store: options.store,
    blobs: options.blobs,
    by: request.operator ?? 'operator',
  });
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
        description:
          'For operators: the bearer of an operator token of REGISTRY_TOKEN, or from this machine the local operator credential of a server on PGlite; 401 for anyone else.',
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
        description:
          'The files must be in the blob store (uploaded first), each as the version’s index says (size and sha256), else 400 and nothing changes; their manifest must pass the contract and shared-singleton checks, and their mf-contract.json the needs this instance’s shell can meet (a 400 names what is missing). Recorded with the token’s name.',
        security: SECURITY,
        params: RemoteParams,
        body: StrictObject({
          version: VERSION,
          canary: Type.Optional(
            StrictObject({
              percent: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 100, description: 'Share of devices' }),
              maxFailureRate: Type.Number({
                minimum: 0,
                exclusiveMaximum: 1,
                description: 'Share (0-1) of devices failing past which it is rolled back',
              }),
              minDevices: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Devices it takes to judge' }),
              steps: Type.Optional(
                Type.Array(Type.Number({ exclusiveMinimum: 0, maximum: 100 }), {
                  minItems: 1,
                  maxItems: 20,
                  description: 'The shares of the rollout',
                }),
              ),
            }),
          ),
          preview: Type.Optional(
            Type.Boolean({ description: 'A preview: live for nobody; the reply’s preview.url opens it (for 24 hours)' }),
          ),
        }),
        response: Replies(
          Type.Object({
            remote: Type.String(),
            version: Type.String(),
            previous: Type.Union([Type.String(), Type.Null()]),
            warnings: Type.Array(Type.String()),
            preview: Type.Optional(Type.Object({ url: Type.String(), expiresAt: Type.String() })),
          }),
          [...BODY_ERRORS, 401],
        ),
      },
    },
    async (request) => {
      const { version, canary, preview } = request.body;
      const remote = remoteOf(request.params.remote);
      const result = await asBadRequest(() =>
        registerVersion(remote, version, {
          ...common(request),
          shellVersions: options.shellVersions(),
          hostContract: options.hostContract(),
          ...(canary ? { canary } : {}),
          ...(preview ? { preview } : {}),
        }),
      );
      const link = preview ? await options.previewLink(remote, result.version, common(request).by!) : undefined;
      return { code: 200, data: { ...changed(result), ...(link ? { preview: link } : {}) }, message: 'OK' };
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
      const result = await asBadRequest(() =>
        rollbackRemote(remoteOf(request.params.remote), { ...common(request), ...(to ? { to } : {}) }),
      );
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
        summary: 'Make the running canary (or the named version, e.g. a preview) the version for everyone',
        description: 'For the bearer of an operator token of REGISTRY_TOKEN; the change is recorded in the history with the token’s name.',
        security: SECURITY,
        params: RemoteParams,
        body: StrictObject({ version: Type.Optional(VERSION) }),
        response: Replies(Change, [...BODY_ERRORS, 401]),
      },
    },
    async (request) => {
      const remote = remoteOf(request.params.remote);
      const { version } = request.body;
      const canary = (await options.store.read()).remotes[remote]?.canary?.version;
      const result = await asBadRequest(() =>
        version && version !== canary
          ? promoteVersion(remote, version, common(request))
          : promoteCanary(remote, { ...common(request), ...(version ? { version } : {}) }),
      );
      return { code: 200, data: changed(result), message: 'OK' };
    },
  );
  app.post(
    REGISTRY_PATHS.canaryAnalysis,
    {
      onRequest,
      schema: {
        tags: TAGS,
        operationId: 'runCanaryAnalysis',
        summary: 'Run one pass of the canary controller now: roll back, step or promote each running canary as its analysis says',
        description:
          'For the bearer of an operator token of REGISTRY_TOKEN (remote:watch in a pipeline, with CANARY_INTERVAL_SECONDS=0 on the instances). ' +
          'The analysis is the one the instances run on their timer, under the same PostgreSQL advisory lock: no decisions (an empty list) while another instance holds it. ' +
          'Nothing in the request moves the registry: only the evidence does.',
        security: SECURITY,
        body: StrictObject({}),
        response: Replies(Type.Object({ decisions: Type.Array(CanaryDecisionSchema) }), [...BODY_ERRORS, 401]),
      },
    },
    async () => {
      const decisions = await options.analyse();
      if (decisions.length > 0) options.view.invalidate();
      return { code: 200, data: { decisions }, message: 'OK' };
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
