// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * An asset's lifecycle in a real browser (issue 19, decision 051), on a phone in German: a PIM
 * editor finds firmware 2.0.9 in the asset list, adds version 2.1.0 as its new version from the
 * asset's page (the form filled in from 2.0.9, its JavaScript loaded on first use), sees the chain
 * on both versions, archives 2.0.9 and then deletes it through the confirmation page, whose focus
 * is on the confirmation. axe runs once on the asset list and once on the edit form.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from './axe.ts'
import { connectChromium, newVisitor, problemsOf, siteOrigin, watchedPage } from './browser.ts'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE' }
const TITLE = `Lebenszyklus-Firmware ${Date.now()}`

let browser: Browser

beforeAll(async () => {
  browser = await connectChromium()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Stores firmware 2.0.9 the way the editor does (a streamed upload, then the asset), as the
 * signed-in editor: from inside the page (only the browser resolves the PIM's *.localhost host).
 */
async function storeFirstVersion(page: Page): Promise<string> {
  const csrf = (await page.locator('input[name="_csrf"]').first().getAttribute('value'))!
  return page.evaluate(
    async ({ csrf, title }) => {
      const headers = { 'X-CSRF-Token': csrf }
      const bytes = new TextEncoder().encode('firmware 2.0.9 image')
      const json = { ...headers, 'Content-Type': 'application/json' }
      const started = await fetch('/api/pim/uploads', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          purpose: 'file',
          fileName: 'firmware-2.0.9.bin',
          fileType: 'application/octet-stream',
          fileSize: bytes.length,
        }),
      })
      const { id } = (await started.json()) as { id: string }
      const part = await fetch(`/api/pim/uploads/${id}/parts/1`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/octet-stream' },
        body: bytes,
      })
      const completed = await fetch(`/api/pim/uploads/${id}/complete`, { method: 'POST', headers })
      if (!started.ok || !part.ok || !completed.ok) throw new Error(`upload: ${started.status} ${part.status} ${completed.status}`)
      const added = await fetch('/api/pim/assets', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          title,
          version: '2.0.9',
          type: 'firmware',
          status: 'active',
          availability: 'everyone',
          partnerLevel: null,
          minimumPartnerLevel: null,
          productCtns: [],
          fileUploadId: id,
        }),
      })
      if (added.status !== 201) throw new Error(`add: ${added.status} ${await added.text()}`)
      return ((await added.json()) as { id: string }).id
    },
    { csrf, title: TITLE },
  )
}

describe('an asset’s lifecycle in the PIM', () => {
  it('a new version supersedes the old one, which is archived and then deleted after the confirmation (phone, German)', async () => {
    const pimOrigin = `http://pim.localhost:${new URL(siteOrigin()).port}`
    const context = await newVisitor(browser, PHONE)
    try {
      const page = await watchedPage(context)
      await page.goto(`${pimOrigin}/assets`, { waitUntil: 'load' })
      await page.getByRole('button', { name: 'Mit Microsoft anmelden' }).click()
      await page.waitForURL('**/auth/local-oidc/authorize**')
      await page.locator('button[data-account="priya.nair@vantage-displays.example"]').click()
      await page.waitForURL(`${pimOrigin}/assets`)
      const olderId = await storeFirstVersion(page)

      // The asset list: found by its title.
      await page.getByLabel('Nach Titel, Version, Dateiname oder Typennummer suchen').fill(TITLE)
      await Promise.all([page.waitForURL('**/assets?**'), page.getByRole('button', { name: 'Suchen' }).click()])
      await expect.poll(() => page.locator(`[data-pim-asset="${olderId}"]`).count()).toBe(1)
      await expectAccessible(page, 'the asset list')
      await Promise.all([page.waitForURL(`**/assets/${olderId}`), page.locator(`[data-pim-asset="${olderId}"]`).getByRole('link').click()])

      // A new version from the asset's page: the form comes filled in from 2.0.9, which it supersedes.
      await Promise.all([
        page.waitForURL('**/assets/new?supersedes=*'),
        page.getByRole('link', { name: 'Neue Version hinzufügen' }).click(),
      ])
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Neue Version von ${TITLE} 2.0.9`)
      expect(await page.getByLabel('Titel', { exact: true }).inputValue()).toBe(TITLE)
      expect(await page.getByLabel('Löst ab').inputValue()).toBe(olderId)
      // Typed whether or not the editor's module has loaded yet (it loads when idle or on first use): kept.
      await page.getByLabel('Versionsnummer').fill('2.1.0')
      await page.waitForSelector('[data-asset-editor][data-ready]')
      expect(await page.getByLabel('Versionsnummer').inputValue()).toBe('2.1.0')
      await page
        .getByLabel('Datei', { exact: true })
        .setInputFiles({ name: 'firmware-2.1.0.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('firmware 2.1.0 image') })
      await expectAccessible(page, 'the edit form')
      await Promise.all([
        page.waitForURL('**/assets/*?notice=created', { timeout: 60_000 }),
        page.getByRole('button', { name: 'Ressource speichern' }).click(),
      ])
      const newerId = new URL(page.url()).pathname.split('/').pop()!

      // The chain on both versions, each a link.
      const supersedes = page.locator('[data-version-older] a')
      expect(await supersedes.textContent()).toBe(`${TITLE} 2.0.9`)
      await Promise.all([page.waitForURL(`**/assets/${olderId}`), supersedes.click()])
      expect(await page.locator('[data-version-newer] a').textContent()).toBe(`${TITLE} 2.1.0`)
      expect(await page.locator('[data-version-newer] a').getAttribute('href')).toBe(`/assets/${newerId}`)

      // Archive 2.0.9: kept, shown as archived.
      await Promise.all([page.waitForURL('**?notice=archived'), page.getByRole('button', { name: 'Ressource archivieren' }).click()])
      expect(await page.locator('[data-pim-status]').getAttribute('data-pim-status')).toBe('archived')
      expect(await page.locator('[data-pim-status]').textContent()).toBe('Archiviert')

      // Delete it: the confirmation page says what happens, has the focus on the confirmation, and deletes once ticked.
      await Promise.all([page.waitForURL(`**/assets/${olderId}/delete`), page.getByRole('link', { name: 'Ressource löschen …' }).click()])
      await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-delete-confirmation'))).toBe(true)
      expect(await page.locator('[data-consequence="newer"]').textContent()).toContain(`${TITLE} 2.1.0`)
      await page.keyboard.press('Space')
      await Promise.all([
        page.waitForURL('**/assets?notice=deleted'),
        page.getByRole('button', { name: 'Ressource löschen', exact: true }).click(),
      ])
      await expect
        .poll(() => page.locator('[data-pim-notice="deleted"]').textContent())
        .toBe('Die Ressource und ihre Dateien wurden gelöscht.')
      expect(problemsOf(page).pageErrors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})
