export interface ParsedUserAgent {
  browser?: string;
  os?: string;
  model?: string;
  /** The Android emulator's build names (sdk_gphone, "Android SDK built for x86"). */
  emulator: boolean;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, 'Safari'],
];

function browserOf(ua: string): string | undefined {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  return undefined;
}

const dotted = (version: string) => version.replace(/_/g, '.');

function osOf(ua: string): string | undefined {
  let m = /\b(?:iPhone|CPU) OS (\d+(?:_\d+)*)/.exec(ua);
  if (m?.[1]) return `${/\biPad\b/.test(ua) ? 'iPadOS' : 'iOS'} ${dotted(m[1])}`;
  m = /\bAndroid (\d+(?:\.\d+)*)/.exec(ua);
  if (m?.[1]) return `Android ${m[1]}`;
  m = /\bWindows NT (\d+\.\d+)/.exec(ua);
  if (m?.[1]) return m[1] === '10.0' ? 'Windows 10' : `Windows NT ${m[1]}`;
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  m = /\bMac OS X (\d+(?:[._]\d+)*)/.exec(ua);
  if (m?.[1]) return `macOS ${dotted(m[1])}`;
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return undefined;
}

function modelOf(ua: string): string | undefined {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  const android = /\bAndroid [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?\)/.exec(ua);
  if (android?.[1]) return android[1] === 'K' ? 'Android device' : android[1].trim();
  if (/\bAndroid\b/.test(ua)) return 'Android device';
  if (/\bMacintosh\b/.test(ua)) return 'Macintosh';
  if (/\b(?:Windows|X11|Linux|CrOS)\b/.test(ua)) return 'Desktop';
  return undefined;
}

/** Browser, OS and model from a User-Agent header; parts it cannot tell are left out. */
export function parseUserAgent(ua: string): ParsedUserAgent {
  const parsed: ParsedUserAgent = {
    emulator: /\bsdk_gphone|Android SDK built for|\bgeneric_x86\b|\bEmulator\b/i.test(ua),
  };
  const browser = browserOf(ua);
  const os = osOf(ua);
  const model = modelOf(ua);
  if (browser) parsed.browser = browser;
  if (os) parsed.os = os;
  if (model) parsed.model = model;
  return parsed;
}
