/**
 * The browser and operating system of a session, read from the User-Agent header its sign-in
 * sent, for "Your sessions". Only names a person recognises: the order matters (Edge and Opera
 * also say Chrome, Chrome also says Safari, iPadOS also says Mac OS X, Android also says Linux).
 */
export interface SessionDevice {
  /** E.g. `Firefox`; null when the header names no browser we know. */
  browser: string | null
  /** E.g. `Windows`; null when the header names no system we know. */
  system: string | null
}

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Microsoft Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
]

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

function firstName(userAgent: string, names: ReadonlyArray<readonly [RegExp, string]>): string | null {
  return names.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
}

export function sessionDeviceOf(userAgent: string): SessionDevice {
  return { browser: firstName(userAgent, BROWSERS), system: firstName(userAgent, SYSTEMS) }
}
