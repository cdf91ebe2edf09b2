import { describe, expect, it } from 'vitest';
import type { RegistryFile } from '@app/shared/contract';
import { remotesToRegister } from './registry.ts';

describe('remotesToRegister', () => {
  it('registers known remotes with an active entry and skips the rest', () => {
    const registry = {
      schemaVersion: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: {
        auth: { active: '1.0.0-a', entry: '/remotes/auth/1.0.0-a/mf-manifest.json', versions: [], history: [] },
        planner: { active: null, entry: null, versions: [], history: [] },
        intruder: { active: '1', entry: '/evil.json', versions: [], history: [] },
      },
    } as unknown as RegistryFile;
    expect(remotesToRegister(registry)).toEqual([{ name: 'auth', entry: '/remotes/auth/1.0.0-a/mf-manifest.json' }]);
  });
});
