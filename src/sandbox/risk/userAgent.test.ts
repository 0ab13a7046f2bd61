import { describe, expect, it } from 'vitest';
import { ANDROID_EMULATOR_UA, CHROME_UA } from './testSubjects.js';
import { parseUserAgent } from './userAgent.js';

describe('parseUserAgent', () => {
  it.each([
    [
      CHROME_UA,
      { browser: 'Chrome 156', os: 'macOS 10.15.7', model: 'Macintosh', emulator: false },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      { browser: 'Headless Chrome 156', os: 'Linux', model: 'Desktop', emulator: false },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68',
      { browser: 'Edge 130', os: 'Windows 10', model: 'Desktop', emulator: false },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox 133', os: 'Windows 10', model: 'Desktop', emulator: false },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17.5', model: 'iPhone', emulator: false },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome 120', os: 'iPadOS 16.2', model: 'iPad', emulator: false },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 124', os: 'Android 14', model: 'Pixel 8', emulator: false },
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      {
        browser: 'Samsung Internet 25',
        os: 'Android 10',
        model: 'Android device',
        emulator: false,
      },
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
      { browser: 'Opera 106', os: 'ChromeOS', model: 'Desktop', emulator: false },
    ],
    [
      ANDROID_EMULATOR_UA,
      { browser: 'Chrome 156', os: 'Android 14', model: 'sdk_gphone64_x86_64', emulator: true },
    ],
  ])('%s', (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });

  it('leaves out what it cannot tell', () => {
    expect(parseUserAgent('curl/8.5.0')).toEqual({ emulator: false });
    expect(parseUserAgent('')).toEqual({ emulator: false });
  });
});
