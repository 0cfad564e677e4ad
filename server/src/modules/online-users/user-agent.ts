/**
 * The browser and operating system a `User-Agent` header names, for the online users and the operation log
 * (docs/monitoring.md). A dozen patterns cover what staff and buyers use; anything else reads as the first product
 * token (`curl 8`) or null. Only major versions: the rest changes weekly and tells an administrator nothing.
 */
export type UserAgentInfo = { browser: string | null; os: string | null };

type Rule = { name: string; pattern: RegExp };

// Order matters: Edge, Opera, Samsung and the Chinese in-app browsers also say "Chrome" and "Safari".
const BROWSERS: readonly Rule[] = [
  { name: 'Edge', pattern: /\b(?:Edg|Edge|EdgA|EdgiOS)\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|Opera)\/(\d+)/ },
  { name: 'WeChat', pattern: /\bMicroMessenger\/(\d+)/ },
  { name: 'QQ Browser', pattern: /\bQQBrowser\/(\d+)/ },
  { name: 'UC Browser', pattern: /\bUCBrowser\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Cốc Cốc', pattern: /\bcoc_coc_browser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\// },
  { name: 'Internet Explorer', pattern: /\bMSIE (\d+)|\bTrident\/.*\brv:(\d+)/ },
];

const WINDOWS: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7', '6.0': 'Vista', '5.1': 'XP' };

function osOf(ua: string): string | null {
  const windows = /Windows NT (\d+\.\d+)/.exec(ua);
  if (windows?.[1]) return `Windows ${WINDOWS[windows[1]] ?? windows[1]}`;
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/.exec(ua);
  if (ios?.[1]) return `iOS ${ios[1]}${ios[2] ? `.${ios[2]}` : ''}`;
  const harmony = /\bHarmonyOS(?:[ /](\d+))?/.exec(ua);
  if (harmony) return harmony[1] ? `HarmonyOS ${harmony[1]}` : 'HarmonyOS';
  const android = /\bAndroid (\d+)/.exec(ua);
  if (android?.[1]) return `Android ${android[1]}`;
  const mac = /Mac OS X (\d+)[._](\d+)/.exec(ua);
  if (mac?.[1]) return `macOS ${mac[1]}.${mac[2]}`;
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

function browserOf(ua: string): string | null {
  for (const rule of BROWSERS) {
    const m = rule.pattern.exec(ua);
    if (m) return `${rule.name} ${m[1] ?? m[2] ?? ''}`.trim();
  }
  // A tool or library (curl/8.5.0, PostmanRuntime/7.36, node): its product token.
  const product = /^([A-Za-z][\w.-]{0,40})\/(\d+)/.exec(ua);
  if (product && product[1] !== 'Mozilla') return `${product[1]} ${product[2]}`;
  return null;
}

export function parseUserAgent(ua: string | null | undefined): UserAgentInfo {
  if (!ua) return { browser: null, os: null };
  return { browser: browserOf(ua), os: osOf(ua) };
}

/** One line for the log's `browser` column: "Chrome 126 · Windows 10". */
export function describeUserAgent(ua: string | null | undefined): string | null {
  const { browser, os } = parseUserAgent(ua);
  const parts = [browser, os].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(' · ') : null;
}
