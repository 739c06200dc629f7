/**
 * Debian's Chromium builds and the flags every headless run here uses.
 *
 * The browser tests drive `chromium-headless-shell` (Debian package of the same name and version):
 * Chromium's headless shell without the browser's UI layer, which is what Playwright itself runs
 * for headless tests. Measured on the catalogue, navigation and contact files (decision 026): about
 * 40 % less CPU than the full `chromium` in `--headless` mode, the same pages and results.
 * Lighthouse keeps the full `chromium`, the browser visitors have.
 */
export const BROWSER_TEST_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell'
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
