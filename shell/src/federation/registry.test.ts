import { describe, expect, it } from 'vitest';
import type { RegistryFile } from '@app/shared/contract';
import { versionsToRun } from './registry.ts';

const registry = {
  schemaVersion: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: {
    auth: {
      active: '1.0.0-b',
      entry: '/remotes/auth/1.0.0-b/mf-manifest.json',
      versions: [
        { version: '1.0.0-a', deployedAt: '', manifestUrl: '/remotes/auth/1.0.0-a/mf-manifest.json' },
        { version: '1.0.0-b', deployedAt: '', manifestUrl: '/remotes/auth/1.0.0-b/mf-manifest.json' },
      ],
      history: [
        { action: 'deploy', version: '1.0.0-a', from: null, at: '' },
        { action: 'deploy', version: '1.0.0-b', from: '1.0.0-a', at: '' },
      ],
    },
    planner: { active: null, entry: null, versions: [], history: [] },
    intruder: { active: '1', entry: '/evil.json', versions: [], history: [] },
  },
} as unknown as RegistryFile;

describe('versionsToRun', () => {
  it('registers known remotes with an active entry, with the previous version to fall back on, and skips the rest', () => {
    expect([...versionsToRun(registry, 'AbCd1234')]).toEqual([
      [
        'auth',
        {
          version: '1.0.0-b',
          entry: '/remotes/auth/1.0.0-b/mf-manifest.json',
          fallback: { version: '1.0.0-a', entry: '/remotes/auth/1.0.0-a/mf-manifest.json' },
        },
      ],
    ]);
  });
});
