import { describe, expect, it, vi } from 'vitest';
import remoteFailurePlugin, { isRemoteUnavailable } from './remote-failure-plugin.ts';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remoteFailurePlugin', () => {
  const errorLoadRemote = remoteFailurePlugin().errorLoadRemote as unknown as Hook;

  it('turns a failed load into a marker naming the remote', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = errorLoadRemote({ id: 'planner/PlannerPage', error: new Error('RUNTIME-008'), lifecycle: 'onLoad' });
    expect(isRemoteUnavailable(result)).toBe(true);
    expect(result).toEqual({ remoteUnavailable: 'planner', reason: 'RUNTIME-008' });
  });

  it.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'])('leaves the %s lifecycle to the runtime', (lifecycle) => {
    expect(errorLoadRemote({ id: 'planner/PlannerPage', error: new Error('x'), lifecycle })).toBeUndefined();
  });

  it('recognises page modules as not unavailable', () => {
    expect(isRemoteUnavailable({ default: () => null })).toBe(false);
    expect(isRemoteUnavailable(null)).toBe(false);
  });
});
