import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';
import { currentDevice, deviceNameFromUserAgent, deviceTypeForWidth, generateDeviceId, getOrCreateDeviceId } from './device.ts';

describe('deviceTypeForWidth', () => {
  it.each([
    [320, 'mobile'],
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%i px -> %s', (width, type) => {
    expect(deviceTypeForWidth(width)).toBe(type);
  });
});

describe('device id', () => {
  it('is 8 letters or digits', () => {
    expect(generateDeviceId()).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('maps random bytes onto the alphabet', () => {
    expect(generateDeviceId((count) => new Array<number>(count).fill(0))).toBe('AAAAAAAA');
    expect(generateDeviceId((count) => new Array<number>(count).fill(61))).toBe('99999999');
  });

  it('is created once and then kept', () => {
    const storage = new MemoryStorage();
    const first = getOrCreateDeviceId(storage);
    expect(storage.getItem('deviceId')).toBe(first);
    expect(getOrCreateDeviceId(storage)).toBe(first);
  });

  it('replaces a stored value that is not a device id', () => {
    const storage = new MemoryStorage({ deviceId: 'not an id!' });
    expect(getOrCreateDeviceId(storage)).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});

describe('deviceNameFromUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36', 'Chrome on Linux'],
    ['curl/8.0', 'Browser'],
  ])('%s -> %s', (userAgent, name) => {
    expect(deviceNameFromUserAgent(userAgent)).toBe(name);
  });
});

describe('currentDevice', () => {
  it('describes this browser with the kept id', () => {
    const storage = new MemoryStorage({ deviceId: 'Ab3dEf7h' });
    expect(currentDevice({ storage, width: 800, userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1' })).toEqual({
      deviceId: 'Ab3dEf7h',
      deviceName: 'Safari on iPad',
      deviceType: 'tablet',
      userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1',
    });
  });
});
