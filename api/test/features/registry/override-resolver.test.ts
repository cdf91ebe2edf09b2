import { signerFactory } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RegistryFile } from '@app/shared/contract';
import { REMOTE_OVERRIDE_COOKIE } from '@app/shared/platform/remote-override';
import { overrideCookiePayload, overrideResolver } from '../../../src/features/registry/remote-overrides.ts';

const server = signerFactory('the-server-secret-0123456789abcdef');
const NOW = Date.parse('2026-11-26T12:00:00Z');
const manifest = (version: string) => `/remotes/content/${version}/mf-manifest.json`;
const registry: RegistryFile = {
  schemaVersion: 1,
  updatedAt: '',
  remotes: {
    content: {
      active: '1.0.0-a',
      entry: manifest('1.0.0-a'),
      canary: { version: '1.0.0-c', entry: manifest('1.0.0-c'), percent: 10, startedAt: '', maxFailureRate: 0.02, minDevices: 20 },
      versions: ['1.0.0-a', '1.0.0-b', '1.0.0-c'].map((version) => ({ version, deployedAt: '', manifestUrl: manifest(version) })),
      history: [],
    },
  },
};
/** A request as the cookies plugin (plugins/cookies.ts) leaves it: its cookies, and the server's signer. */
const requestWith = (override?: string) =>
  ({
    cookies: override ? { theme: 'dark', [REMOTE_OVERRIDE_COOKIE]: override } : {},
    unsignCookie: (signed: string) => server.unsign(signed),
  }) as unknown as FastifyRequest;
const LINK = 'a'.repeat(64);
const REVOKED_LINK = 'b'.repeat(64);
const isRevoked = async (linkHash: string) => linkHash === REVOKED_LINK;

describe('overrideResolver', () => {
  it('puts the signed version in place of the active one and the canary, for that request, unless its link was revoked', async () => {
    const resolve = overrideResolver({ now: () => NOW, devOverride: null, isRevoked });
    const cookieOf = (link: string) =>
      server.sign(overrideCookiePayload({ remote: 'content', version: '1.0.0-b', kind: 'preview', expiresAt: NOW + 1000, link }));
    expect(await resolve(requestWith(cookieOf(LINK)), registry)).toEqual({
      registry: {
        ...registry,
        remotes: { content: { ...registry.remotes.content, active: '1.0.0-b', entry: manifest('1.0.0-b'), canary: null } },
        override: { remote: 'content', version: '1.0.0-b', kind: 'preview', expiresAt: new Date(NOW + 1000).toISOString() },
      },
      override: { remote: 'content', version: '1.0.0-b', kind: 'preview', expiresAt: new Date(NOW + 1000).toISOString() },
    });
    expect(await resolve(requestWith(), registry)).toBeNull();
    expect(await resolve(requestWith(cookieOf(REVOKED_LINK)), registry)).toBeNull();
  });

  it('runs a dev server’s remote for every request, and nothing when the registry lacks that remote', async () => {
    const resolve = overrideResolver({
      now: () => NOW,
      devOverride: { remote: 'content', entry: 'http://127.0.0.1:3004/mf-manifest.json' },
      isRevoked,
    });
    expect((await resolve(requestWith(), registry))?.registry.remotes.content).toMatchObject({
      active: 'dev',
      entry: 'http://127.0.0.1:3004/mf-manifest.json',
      canary: null,
    });
    expect(await resolve(requestWith(), { ...registry, remotes: {} })).toBeNull();
  });
});
