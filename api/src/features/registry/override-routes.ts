import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DeployError } from '@app/deploy/commands';
import type { OverrideRevocation } from '@app/deploy/registry';
import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import { REMOTE_NAMES, type RemoteName } from '@app/shared/contract';
import { isSafeReturnPath, REMOTE_OVERRIDE_COOKIE } from '@app/shared/platform/remote-override';
import { FAVICON_LINK } from '@app/shared/seo/favicon';
import { ApiError } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { ownCookie } from '../../lib/own-cookie.ts';
import { StrictObject } from '@app/shared/api-contract/schemas/common';
import { BODY_ERRORS, ErrorEnvelope, MediaReply, Replies, TextBody } from '../../lib/schemas.ts';
import type { Database } from '../../db/schema.ts';
import type { Kysely } from 'kysely';
import { createOverrideLink, openOverrideLink, overrideCookiePayload, revokeOverrideLinks } from './remote-overrides.ts';

const TAGS = ['system'];
const VERSION = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$', description: 'A registry version, e.g. 1.0.0-1a2b3c4d5e' });
const RETURN_PATH = Type.String({
  pattern: '^/(?![/\\\\])\\S*$',
  maxLength: 2048,
  description: 'The page of this app to open after the cookie is set (default /)',
});
const LINK_TOKEN = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'The link’s token (the end of its URL)' });
const REMOTE = Type.Union(
  REMOTE_NAMES.map((name) => Type.Literal(name)),
  { description: 'The remote, by its federation name' },
);
const HtmlPage = MediaReply('An HTML page saying why the link does not open', { 'text/html': TextBody });

interface OverrideRoutesOptions {
  db: () => Kysely<Database>;
  clock: Clock;
  publicUrl: string;
  /** The operator a request's token names (registry-routes' check), or a 401. */
  operatorOf: (request: FastifyRequest) => string;
}

/** An override link's URL on this app: its token, and the page to open after. */
export function overrideLinkUrl(publicUrl: string, token: string, returnPath = '/'): string {
  const url = new URL(REGISTRY_PATHS.overrideLink(token), publicUrl);
  if (returnPath !== '/') url.searchParams.set('path', returnPath);
  return url.toString();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const refusalPage = (message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Override link refused | Kindred</title>${FAVICON_LINK}</head><body><main><h1>This link does not open an override</h1><p>${escapeHtml(message)}</p><p><a href="/">Open the app as everyone sees it</a></p></main></body></html>`;

/**
 * Remote overrides for operators (issue 30). An operator's token asks for a one-time link naming a
 * version the registry holds; whoever opens it gets a cookie under the server's signature (HttpOnly,
 * SameSite=Lax, Secure on a secure deployment, an hour at most) that makes this app serve that
 * version of that remote to that browser alone (plugins/web.ts: /remotes.json and the page, both
 * private, no-store). A preview's link (remote:deploy --preview) opens the same way until the
 * preview expires. The badge's link clears the cookie; an operator can revoke links (and so the
 * cookies they set) before they expire.
 */
const overrideRoutes: FastifyPluginAsyncTypebox<OverrideRoutesOptions> = async (app, options) => {
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store').header('vary', 'Cookie');
  /** An operator's route: the token's check before anything else, and the registry's refusals (DeployError) as 400s. */
  const asOperator = {
    onRequest: async (request: FastifyRequest) => {
      request.operator = options.operatorOf(request);
    },
  };
  const refusedAs400 = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DeployError) throw new ApiError(400, 'BAD_REQUEST', error.message);
      throw error;
    }
  };

  app.post(
    REGISTRY_PATHS.overrides,
    {
      ...asOperator,
      schema: {
        tags: TAGS,
        operationId: 'createRemoteOverrideLink',
        summary: 'A one-time link that runs one version of a remote in the browser that opens it',
        description:
          'For the bearer of an operator token of REGISTRY_TOKEN (401 otherwise). The version must be in the registry (400 otherwise). The link opens once, within 10 minutes; it sets a signed override cookie for an hour.',
        security: [{ registryToken: [] }],
        body: StrictObject({
          remote: REMOTE,
          version: VERSION,
          path: Type.Optional(RETURN_PATH),
        }),
        response: Replies(Type.Object({ url: Type.String(), expiresAt: Type.String() }), [...BODY_ERRORS, 401]),
      },
    },
    async (request) => {
      const { remote, version, path } = request.body;
      const link = await refusedAs400(() =>
        createOverrideLink(options.db(), {
          remote: remote as RemoteName,
          version,
          kind: 'operator',
          by: request.operator ?? 'operator',
          now: options.clock.now(),
        }),
      );
      return {
        code: 200,
        data: { url: overrideLinkUrl(options.publicUrl, link.token, path), expiresAt: link.expiresAt.toISOString() },
        message: 'OK',
      };
    },
  );

  app.post(
    REGISTRY_PATHS.revokeOverrides,
    {
      ...asOperator,
      schema: {
        tags: TAGS,
        operationId: 'revokeRemoteOverrides',
        summary: 'Revokes override links before they expire: one by its token, or every link of a remote’s version',
        description:
          'For the bearer of an operator token of REGISTRY_TOKEN (401 otherwise). Give `link`, or `remote` and `version` (400 otherwise, and for a link not known here). A revoked link no longer opens, and the next request under a cookie it set is served the registry as everyone gets it. Replies how many links were revoked.',
        security: [{ registryToken: [] }],
        body: StrictObject({ link: Type.Optional(LINK_TOKEN), remote: Type.Optional(REMOTE), version: Type.Optional(VERSION) }),
        response: Replies(Type.Object({ revoked: Type.Integer({ minimum: 0 }) }), [...BODY_ERRORS, 401]),
      },
    },
    async (request) => {
      const { link, remote, version } = request.body;
      let target: OverrideRevocation;
      if (link !== undefined && remote === undefined && version === undefined) target = { link };
      else if (link === undefined && remote !== undefined && version !== undefined) target = { remote: remote as RemoteName, version };
      else throw new ApiError(400, 'BAD_REQUEST', 'Give either link (the token at the end of the link) or both remote and version.');
      const by = request.operator ?? 'operator';
      const result = await refusedAs400(() => revokeOverrideLinks(options.db(), target, { by, now: options.clock.now() }));
      return { code: 200, data: result, message: 'OK' };
    },
  );

  app.get(
    REGISTRY_PATHS.clearOverride,
    {
      schema: {
        tags: TAGS,
        operationId: 'clearRemoteOverride',
        summary: 'Ends this browser’s remote override, then opens the app',
        description: 'Public: it only clears the override cookie. 303 to the app.',
        querystring: StrictObject({ path: Type.Optional(RETURN_PATH) }),
        response: { 303: Type.Null({ description: 'Location: the page to open' }), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return reply
        .code(303)
        .clearCookie(REMOTE_OVERRIDE_COOKIE, ownCookie(request, 0))
        .header('location', request.query.path ?? '/')
        .send(null);
    },
  );

  app.get(
    REGISTRY_PATHS.overrideLink(':link'),
    {
      schema: {
        tags: TAGS,
        operationId: 'openRemoteOverrideLink',
        summary: 'Opens an override link: sets the signed override cookie, then opens the app',
        description:
          'Public: the link is the secret. An operator’s link opens once; a preview’s until the preview expires. 303 to the page with the cookie set; 410 with a page saying why for a link used up, expired or unknown.',
        params: StrictObject({ link: LINK_TOKEN }),
        querystring: StrictObject({ path: Type.Optional(RETURN_PATH) }),
        response: {
          303: Type.Null({ description: 'Location: the page to open, now under the override' }),
          400: ErrorEnvelope,
          410: HtmlPage,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const opened = await openOverrideLink(options.db(), request.params.link, options.clock.now());
      if ('refused' in opened) return reply.code(410).type('text/html; charset=utf-8').send(refusalPage(opened.refused));
      const maxAge = Math.max(1, Math.floor((opened.override.expiresAt - options.clock.now()) / 1000));
      const path = request.query.path && isSafeReturnPath(request.query.path) ? request.query.path : '/';
      return reply
        .code(303)
        .setCookie(REMOTE_OVERRIDE_COOKIE, overrideCookiePayload(opened.override), { ...ownCookie(request, maxAge), signed: true })
        .header('location', path)
        .send(null);
    },
  );
};

export default overrideRoutes;
