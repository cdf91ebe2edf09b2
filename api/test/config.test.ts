import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrlNotice, trustProxySetting } from '../src/config.ts';

describe('PUBLIC_URL', () => {
  it.each([
    [{}, 'http://localhost:3000'],
    [{ PORT: '4183' }, 'http://localhost:4183'],
    [{ PUBLIC_URL: 'https://kindred.example.com/' }, 'https://kindred.example.com'],
    [{ PUBLIC_URL: ' http://192.168.1.20:3000// ', PORT: '3000' }, 'http://192.168.1.20:3000'],
  ])('%j gives %s', (env, publicUrl) => {
    expect(loadConfig(env).publicUrl).toBe(publicUrl);
  });

  it('the server names the localhost default at start, and is quiet once it is set', () => {
    expect(publicUrlNotice({}, loadConfig({ PORT: '8080' }))).toBe(
      'PUBLIC_URL is not set: links in emails point at http://localhost:8080/. Set PUBLIC_URL to the address people open the app at.',
    );
    const env = { PUBLIC_URL: 'https://kindred.example.com' };
    expect(publicUrlNotice(env, loadConfig(env))).toBeNull();
  });
});

describe('PAYMENTS_PROVIDER', () => {
  it('is local by default and refuses a name it does not know', () => {
    expect(loadConfig({}).paymentsProvider).toBe('local');
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(
      'PAYMENTS_PROVIDER=paypal is not a payments provider; use one of: local, stripe.',
    );
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [null, false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.1, 192.168.0.0/16,fd00::/8', ['10.0.0.1', '192.168.0.0/16', 'fd00::/8']],
  ])('%j -> %j', (value, setting) => {
    expect(trustProxySetting(value)).toEqual(setting);
  });

  it.each(['0', '11', 'true', 'yes', '10.0.0.0/8, *'])('refuses %j with a message', (value) => {
    expect(() => trustProxySetting(value)).toThrow(`TRUST_PROXY=${value}`);
  });
});

describe('SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS', () => {
  it.each([
    [{}, { drainMs: 0, timeoutMs: 30_000 }],
    [
      { SHUTDOWN_DRAIN_MS: '3000', SHUTDOWN_TIMEOUT_MS: '10000' },
      { drainMs: 3_000, timeoutMs: 10_000 },
    ],
    [{ SHUTDOWN_DRAIN_MS: ' ' }, { drainMs: 0, timeoutMs: 30_000 }],
  ])('%j -> %j', (env, shutdown) => {
    expect(loadConfig(env).shutdown).toEqual(shutdown);
  });

  it.each(['-1', '1.5', 'soon', '600001'])('SHUTDOWN_DRAIN_MS=%s is refused with a message', (value) => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: value })).toThrow(
      `SHUTDOWN_DRAIN_MS=${value}: give a whole number of milliseconds from 0 to 600000.`,
    );
  });
});

describe('DEV_REMOTE_OVERRIDE', () => {
  const entry = 'http://127.0.0.1:3004/mf-manifest.json';
  it('names one remote and its dev server’s manifest, outside production only', () => {
    expect(loadConfig({ DEV_REMOTE_OVERRIDE: `content=${entry}` }).devRemoteOverride).toEqual({ remote: 'content', entry });
    expect(loadConfig({}).devRemoteOverride).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_REMOTE_OVERRIDE: `content=${entry}` })).toThrow(
      'DEV_REMOTE_OVERRIDE is for npm run dev only',
    );
  });

  it.each(['content', `shop=${entry}`, 'content=javascript:alert(1)', `=${entry}`])('%s is refused with a message', (value) => {
    expect(() => loadConfig({ DEV_REMOTE_OVERRIDE: value })).toThrow(
      'DEV_REMOTE_OVERRIDE: give <remote>=<the manifest URL of its dev server>',
    );
  });
});

describe('CLOCK_OFFSET_MS (test-only)', () => {
  it.each([
    [{}, 0],
    [{ CLOCK_OFFSET_MS: '' }, 0],
    [{ CLOCK_OFFSET_MS: '86400000' }, 86_400_000],
    [{ CLOCK_OFFSET_MS: '-604800000' }, -604_800_000],
  ])('%j runs the clock that far from the system’s', (env, offset) => {
    const before = Date.now();
    const now = loadConfig(env).clock.now();
    expect(now).toBeGreaterThanOrEqual(before + offset);
    expect(now).toBeLessThanOrEqual(Date.now() + offset);
  });

  it.each(['1.5', 'tomorrow', '31708800001', '-31708800001'])('CLOCK_OFFSET_MS=%s is refused with a message', (value) => {
    expect(() => loadConfig({ CLOCK_OFFSET_MS: value })).toThrow(
      `CLOCK_OFFSET_MS=${value}: give a whole number of milliseconds within a year`,
    );
  });
});
