import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DeployError } from '@app/deploy/commands';
import type { OverrideRevocation } from '@app/deploy/registry';
import { isRemoteName, type RegistryFile, type RemoteName } from '@app/shared/contract';
import {
  OVERRIDE_LINK_TTL_MS,
  PREVIEW_TTL_MS,
  REMOTE_OVERRIDE_COOKIE,
  REMOTE_OVERRIDE_TTL_MS,
  type RemoteOverride,
} from '@app/shared/platform/remote-override';
import type { Database } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { DevOverride } from './dev-override.ts';

/** What an override cookie carries, under the server's signature (plugins/cookies.ts). */
export interface SignedOverride {
  remote: RemoteName;
  version: string;
  kind: 'operator' | 'preview';
  /** Epoch ms after which the cookie is refused. */
  expiresAt: number;
  /** The hash of the link that set it: revoking that link ends the cookie too (revokeOverrideLinks). */
  link: string;
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;
const LINK_HASH = /^[0-9a-f]{64}$/;
/** A payload of at most 512 characters, a dot and @fastify/cookie's signature (43). */
const MAX_SIGNED_LENGTH = 512 + 44;

/** The cookie's value before it is signed: the override as base64url JSON. */
export function overrideCookiePayload(override: SignedOverride): string {
  return Buffer.from(JSON.stringify([override.remote, override.version, override.kind, override.expiresAt, override.link])).toString(
    'base64url',
  );
}

/** The override a request's cookie carries, when the signature is the server's and it has not expired; null for anything else. */
function readOverrideCookie(request: FastifyRequest, now: number): SignedOverride | null {
  const signed = request.cookies[REMOTE_OVERRIDE_COOKIE];
  if (!signed || signed.length > MAX_SIGNED_LENGTH) return null;
  const checked = request.unsignCookie(signed);
  if (!checked.valid) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(checked.value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 5) return null;
  const [remote, version, kind, expiresAt, link] = fields as unknown[];
  if (typeof remote !== 'string' || !isRemoteName(remote) || typeof version !== 'string' || !VERSION.test(version)) return null;
  if ((kind !== 'operator' && kind !== 'preview') || typeof expiresAt !== 'number' || !(expiresAt > now)) return null;
  if (typeof link !== 'string' || !LINK_HASH.test(link)) return null;
  return { remote, version, kind, expiresAt, link };
}

/** The registry as one browser gets it under an override: that remote's version for everyone, no canary. */
function withOverride(registry: RegistryFile, override: RemoteOverride, entry: string): RegistryFile {
  const current = registry.remotes[override.remote];
  if (!current) return registry;
  return {
    ...registry,
    remotes: { ...registry.remotes, [override.remote]: { ...current, active: override.version, entry, canary: null } },
    override,
  };
}

export interface OverrideResolverOptions {
  now: () => number;
  devOverride: DevOverride | null;
  /** Whether the link (by its hash) that set a cookie was revoked, or is gone: then the cookie is ignored. */
  isRevoked: (linkHash: string) => Promise<boolean>;
}

/**
 * The registry a request is served under: the registry itself, or, for a request whose override
 * cookie carries the server's signature, has not expired, names a version the registry holds and comes
 * from a link no operator has revoked, the registry with that version in place (then `override` is
 * set). The revocation is read per request (one primary-key lookup, only for a signed cookie), so a
 * revoke takes effect on every instance at once. A dev server's override applies to every request
 * of that server.
 */
export function overrideResolver(options: OverrideResolverOptions) {
  return async (request: FastifyRequest, registry: RegistryFile): Promise<{ registry: RegistryFile; override: RemoteOverride } | null> => {
    if (options.devOverride) {
      const { remote, entry } = options.devOverride;
      if (!registry.remotes[remote]) return null;
      const override: RemoteOverride = { remote, version: 'dev', kind: 'dev', expiresAt: null };
      return { registry: withOverride(registry, override, entry), override };
    }
    const signed = readOverrideCookie(request, options.now());
    const version = signed && registry.remotes[signed.remote]?.versions.find((v) => v.version === signed.version);
    if (!signed || !version || (await options.isRevoked(signed.link))) return null;
    const override: RemoteOverride = {
      remote: signed.remote,
      version: signed.version,
      kind: signed.kind,
      expiresAt: new Date(signed.expiresAt).toISOString(),
    };
    return { registry: withOverride(registry, override, version.manifestUrl), override };
  };
}

export type OverrideResolver = ReturnType<typeof overrideResolver>;

/**
 * A link that sets an override cookie: an operator's (opens once, within OVERRIDE_LINK_TTL_MS) or a
 * preview's (opens until the preview expires, PREVIEW_TTL_MS after its deploy). The version must be
 * in the registry. Returns the link's token (kept only as its hash) and when it expires.
 */
export async function createOverrideLink(
  db: Kysely<Database>,
  link: { remote: RemoteName; version: string; kind: 'operator' | 'preview'; by: string; now: number },
): Promise<{ token: string; expiresAt: Date }> {
  const known = await db
    .selectFrom('registryVersions')
    .select('version')
    .where('remote', '=', link.remote)
    .where('version', '=', link.version)
    .executeTakeFirst();
  if (!known)
    throw new DeployError(
      `${link.remote} has no version ${link.version} in the registry: deploy it first (remote:deploy ${link.remote} --preview).`,
    );
  const token = randomToken();
  const expiresAt = new Date(link.now + (link.kind === 'preview' ? PREVIEW_TTL_MS : OVERRIDE_LINK_TTL_MS));
  await db
    .insertInto('remoteOverrideLinks')
    .values({
      tokenHash: sha256(token),
      remote: link.remote,
      version: link.version,
      kind: link.kind,
      createdBy: link.by,
      createdAt: new Date(link.now),
      expiresAt,
      usedAt: null,
      revokedAt: null,
      revokedBy: null,
    })
    .execute();
  return { token, expiresAt };
}

export type OpenedLink = { override: SignedOverride } | { refused: string };

const when = (date: Date) =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

/**
 * Opens a link: the override its cookie is to carry (for at most REMOTE_OVERRIDE_TTL_MS, and never
 * past a preview's end), or why it is refused, in words. An operator's link is used up here, in the
 * same statement that checks it, so two opens at once cannot both take it.
 */
export async function openOverrideLink(db: Kysely<Database>, token: string, now: number): Promise<OpenedLink> {
  const tokenHash = sha256(token);
  const row = await db.selectFrom('remoteOverrideLinks').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
  if (!row || !isRemoteName(row.remote)) return { refused: 'This override link is not known here. Ask for a new one.' };
  if (row.revokedAt)
    return { refused: `This override link was revoked on ${when(new Date(row.revokedAt))} by ${row.revokedBy}. Ask for a new one.` };
  const expiresAt = new Date(row.expiresAt);
  if (expiresAt.getTime() <= now) {
    return {
      refused:
        row.kind === 'preview'
          ? `This preview of ${row.remote} ${row.version} expired on ${when(expiresAt)}. Deploy a new one: remote:deploy ${row.remote} --preview`
          : `This override link expired on ${when(expiresAt)}. Ask for a new one.`,
    };
  }
  if (row.kind === 'operator') {
    const taken = await db
      .updateTable('remoteOverrideLinks')
      .set({ usedAt: new Date(now) })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .returning('tokenHash')
      .executeTakeFirst();
    if (!taken) return { refused: 'This override link was already used: it opens once. Ask for a new one.' };
  }
  return {
    override: {
      remote: row.remote,
      version: row.version,
      kind: row.kind,
      expiresAt: Math.min(now + REMOTE_OVERRIDE_TTL_MS, expiresAt.getTime()),
      link: tokenHash,
    },
  };
}

/** Whether the link of that hash was revoked, or is not in the table (a cookie from a link no longer known). */
export async function isLinkRevoked(db: Kysely<Database>, linkHash: string): Promise<boolean> {
  const row = await db.selectFrom('remoteOverrideLinks').select('revokedAt').where('tokenHash', '=', linkHash).executeTakeFirst();
  return !row || row.revokedAt !== null;
}

/**
 * Revokes override links before they expire: they no longer open, and the cookies they set are
 * ignored from the next request on (overrideResolver). Returns how many links it revoked (links
 * already revoked are left as they are); a link token not known here is refused in words.
 */
export async function revokeOverrideLinks(
  db: Kysely<Database>,
  target: OverrideRevocation,
  revoke: { by: string; now: number },
): Promise<{ revoked: number }> {
  let query = db
    .updateTable('remoteOverrideLinks')
    .set({ revokedAt: new Date(revoke.now), revokedBy: revoke.by })
    .where('revokedAt', 'is', null);
  if ('link' in target) {
    const tokenHash = sha256(target.link);
    const known = await db.selectFrom('remoteOverrideLinks').select('tokenHash').where('tokenHash', '=', tokenHash).executeTakeFirst();
    if (!known) throw new DeployError('No override link of that token is known here: give the link as it was printed.');
    query = query.where('tokenHash', '=', tokenHash);
  } else {
    query = query.where('remote', '=', target.remote).where('version', '=', target.version);
  }
  const rows = await query.returning('tokenHash').execute();
  return { revoked: rows.length };
}
