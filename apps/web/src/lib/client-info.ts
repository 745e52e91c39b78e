import { readItem, writeItem } from './storage';

const DEVICE_KEY = 'cdesk:device-id';

/** What the login call reports about the device (spec 1 section 3): for the audit trail. */
export function clientInfo(userAgent = navigator.userAgent) {
  return {
    browser: browserOf(userAgent),
    os: osOf(userAgent),
    deviceId: deviceId(),
    country: countryOf(navigator.language),
  };
}

function browserOf(ua: string): string {
  const known: [RegExp, string][] = [
    [/Edg\/([\d]+)/, 'Edge'],
    [/OPR\/([\d]+)/, 'Opera'],
    [/SamsungBrowser\/([\d]+)/, 'Samsung Internet'],
    [/Firefox\/([\d]+)/, 'Firefox'],
    [/Chrom(?:e|ium)\/([\d]+)/, 'Chrome'],
    [/Version\/([\d]+).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of known) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1] ?? ''}`.trim();
  }
  return 'Other';
}

function osOf(ua: string): string {
  if (/Windows/.test(ua)) return 'Windows';
  if (/Android/.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Mac OS X/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Other';
}

function countryOf(language: string): string {
  try {
    return new Intl.Locale(language).region ?? '';
  } catch {
    return '';
  }
}

function deviceId(): string {
  const known = readItem('local', DEVICE_KEY);
  if (known) return known;
  // randomUUID needs a secure context; plain-HTTP intranet hosts fall back to getRandomValues.
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
          b.toString(16).padStart(2, '0'),
        ).join('');
  writeItem('local', DEVICE_KEY, id);
  return id;
}
