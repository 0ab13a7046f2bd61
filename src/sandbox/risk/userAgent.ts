export interface ParsedUserAgent {
  browser?: string;
  os?: string;
  model?: string;
  /** The Android emulator's build names (sdk_gphone, "Android SDK built for x86"). */
  emulator: boolean;
}

/** Longer than any real User-Agent: such a value is not parsed, so no pattern sees it. */
export const MAX_USER_AGENT_LENGTH = 1024;

/**
 * Browser name and the pattern of its version; some also need a later token (Safari's `Version/`
 * counts only before `Safari/`). Two patterns instead of `Version\/….*Safari\/`, whose `.*` was
 * tried from every `Version/` to the end of the string.
 */
const BROWSERS: readonly [RegExp, string, RegExp?][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)/, 'Safari', /\bSafari\//],
];

function browserOf(ua: string): string | undefined {
  for (const [pattern, name, after] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match && (!after || after.test(ua.slice(match.index)))) return `${name} ${match[1]}`;
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
  // The model runs to `)`, without its ` Build/…` suffix: cut in code, since a lazy group
  // followed by an optional one was tried at every ` Build/` of a long value.
  const android = /\bAndroid [\d.]+; ([^;)]+)\)/.exec(ua);
  const model = android?.[1]?.split(' Build/')[0];
  if (model) return model === 'K' ? 'Android device' : model.trim();
  if (/\bAndroid\b/.test(ua)) return 'Android device';
  if (/\bMacintosh\b/.test(ua)) return 'Macintosh';
  if (/\b(?:Windows|X11|Linux|CrOS)\b/.test(ua)) return 'Desktop';
  return undefined;
}

/** Browser, OS and model from a User-Agent header; parts it cannot tell are left out. */
export function parseUserAgent(ua: string): ParsedUserAgent {
  if (ua.length > MAX_USER_AGENT_LENGTH) return { emulator: false };
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
