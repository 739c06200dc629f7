// @module-tag full (the default run walks a journey like this one: decision 055)
/**
 * The product information area in a real browser: the site's `/pim` lands on the PIM host's own
 * login; a PIM editor signs in (the same sign-in as the portal), adds an asset with a two-part
 * file and PDF release notes through the streamed multipart upload with its progress bar, and sees
 * its details; a gold partner then finds it on the product page and downloads file and release
 * notes, while a silver partner does not see it, and a blue partner opening its download link is
 * told it is for a higher level. On the way the editor links the product with the searchable
 * picker, sees the file's SHA-256, finds the asset in the list by search and type filter, and sees
 * the current file's name, size and checksum in the edit form. axe finds no serious or critical
 * violation on the PIM screens.
 */
import { mkdtemp, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expectAccessible } from './axe.ts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectChromium, newVisitor, problemsOf, siteOrigin, siteUrl, watchedPage } from './browser.ts'

/** 8 MiB parts: this file is sent in two. */
const FILE_SIZE = 8 * 1024 * 1024 + 123_456
const TITLE = `Browser test firmware ${Date.now()}`

let browser: Browser
let product: { ctn: string; name: string; href: string }
let assetId = ''

beforeAll(async () => {
  browser = await connectChromium()
  const response = await fetch(siteUrl('/api/products?status=active&pageSize=1'))
  product = ((await response.json()) as { data: Array<{ ctn: string; name: string; href: string }> }).data[0]!
})

afterAll(async () => {
  await browser?.close()
})

async function withVisitor(test: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await newVisitor(browser, { acceptDownloads: true })
  try {
    await test(await watchedPage(context), context)
  } finally {
    await context.close()
  }
}

async function pickAccount(page: Page, email: string) {
  await page.waitForURL('**/auth/local-oidc/authorize**')
  await page.locator(`button[data-account="${email}"]`).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'))
}

function firmwareImage(): Buffer {
  const bytes = Buffer.alloc(FILE_SIZE)
  for (let offset = 0; offset < FILE_SIZE; offset += 4096) bytes[offset] = offset % 251
  return bytes
}

describe('the product information area', () => {
  it('an editor adds an asset with release notes; a gold partner downloads both', async () => {
    const pimOrigin = `http://pim.localhost:${new URL(siteOrigin()).port}`
    await withVisitor(async (page) => {
      await page.goto('/pim/assets', { waitUntil: 'load' })
      expect(new URL(page.url()).origin).toBe(pimOrigin)
      expect(new URL(page.url()).pathname).toBe('/login')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Product information login')
      await expectAccessible(page, 'the page')

      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click()
      await pickAccount(page, 'priya.nair@vantage-displays.example')
      expect(page.url()).toBe(`${pimOrigin}/assets`)
      await expect.poll(() => page.locator('[data-pim-person]').textContent()).toContain('Priya Nair')
      await expectAccessible(page, 'the page')

      await page.getByRole('navigation', { name: 'Products and assets' }).getByRole('link', { name: 'Archived' }).click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Products: Archived')
      await expectAccessible(page, 'the page')

      await page.getByRole('navigation', { name: 'Products and assets' }).getByRole('link', { name: 'Add asset' }).click()
      await page.waitForSelector('[data-asset-editor][data-island-hydrated], [data-island-hydrated] [data-asset-editor]')
      await expectAccessible(page, 'the page')

      // Saving with nothing filled in names the fields.
      await page.getByRole('button', { name: 'Save asset' }).click()
      await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Please correct the marked fields.')
      await expect.poll(() => page.getByLabel('Title').getAttribute('aria-invalid')).toBe('true')

      await page.getByLabel('Title').fill(TITLE)
      await page.getByLabel('Version').fill('3.4.1')
      await page.getByLabel('Type', { exact: true }).selectOption('firmware')
      await page.getByLabel('Availability').selectOption('partners')
      await page.getByLabel('Minimum partner level').selectOption('gold')
      // The product picker: search, then tick (issue 19 part B); the count is announced.
      await page.getByLabel('Find products by name or type number').fill(product.ctn)
      await page
        .locator('[data-picker-list]')
        .getByRole('checkbox', { name: new RegExp(product.ctn.replace(/[/.]/g, '\\$&')) })
        .check()
      await expect.poll(() => page.locator('[data-picker-count]').textContent()).toBe('1 products linked')
      await page
        .getByLabel('File')
        .setInputFiles({ name: 'firmware-3.4.1.bin', mimeType: 'application/octet-stream', buffer: firmwareImage() })
      await page.getByLabel('Release notes').setInputFiles({
        name: 'release-notes-3.4.1.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\nRelease notes 3.4.1\n%%EOF\n'),
      })
      const states = new Set<string>()
      const watch = setInterval(() => {
        void page
          .locator('[data-upload-progress]')
          .getAttribute('data-upload-progress', { timeout: 100 })
          .then((state) => state && states.add(state))
          .catch(() => {})
      }, 50)
      await page.getByRole('button', { name: 'Save asset' }).click()
      await page.waitForURL('**/assets/*?notice=created', { timeout: 120_000 })
      clearInterval(watch)
      expect(states.has('uploading-file')).toBe(true)
      await expect.poll(() => page.locator('[data-pim-notice]').textContent()).toBe('The asset was added.')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE)
      expect(await page.locator('[data-pim-file="file"]').textContent()).toContain('firmware-3.4.1.bin')
      expect(await page.locator('[data-pim-file="release-notes"]').textContent()).toContain('application/pdf')
      // The file's SHA-256, kept when it was stored (decision 050).
      expect(await page.locator('[data-file-checksum]').textContent()).toMatch(/^[0-9a-f]{64}$/)
      const checksum = await page.locator('[data-file-checksum]').textContent()
      assetId = new URL(page.url()).pathname.split('/').pop()!
      await expectAccessible(page, 'the page')

      // The asset list: search and filters in the query, found by its title, gone under another type.
      await page.goto(`${pimOrigin}/assets`, { waitUntil: 'load' })
      await page.getByLabel('Search by title, version, file name or type number').fill(TITLE)
      await page.locator('#asset-type').selectOption('firmware')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect.poll(() => page.locator(`[data-pim-asset="${assetId}"]`).count()).toBe(1)
      await expect.poll(() => page.locator('[data-pim-count]').textContent()).toBe('1 asset')
      await expectAccessible(page, 'the page')
      await page.locator('#asset-type').selectOption('document')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect.poll(() => page.locator('[data-pim-empty]').count()).toBe(1)
      await page.locator('#asset-type').selectOption('firmware')
      await page.getByRole('button', { name: 'Search' }).click()
      await page.locator(`[data-pim-asset="${assetId}"]`).getByRole('link').click()
      await page.getByRole('link', { name: 'Edit asset' }).click()
      await page.waitForSelector('[data-island-hydrated] [data-asset-editor], [data-asset-editor][data-island-hydrated]')
      // The edit form names the current file with its size and checksum; the picker shows the linked product on top.
      expect(await page.locator('[data-current-file-checksum]').textContent()).toContain(checksum!)
      expect(await page.getByText(/Current file: firmware-3\.4\.1\.bin \(/).count()).toBe(1)
      expect(await page.locator('[data-picker-list]').getByRole('checkbox').first().isChecked()).toBe(true)
      expect(problemsOf(page).pageErrors).toEqual([])
    })

    await withVisitor(async (page) => {
      await page.goto('/portal/sign-in', { waitUntil: 'load' })
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click()
      await pickAccount(page, 'lucia.fernandez@iberia-pantallas.example')
      await page.goto(product.href, { waitUntil: 'load' })
      const item = page.locator('[data-product-asset]', { hasText: TITLE })
      await expect.poll(() => item.count()).toBe(1)
      const [file] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: /^Download/ }).click()])
      expect(file.suggestedFilename()).toBe('firmware-3.4.1.bin')
      // Over a remote (shared) browser the download has no local path: save a copy to measure it.
      const copy = join(await mkdtemp(join(tmpdir(), 'pim-download-')), file.suggestedFilename())
      await file.saveAs(copy)
      const { size } = await stat(copy)
      expect(size).toBe(FILE_SIZE)
      const [notes] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: /^Release notes/ }).click()])
      expect(notes.suggestedFilename()).toBe('release-notes-3.4.1.pdf')
    })

    await withVisitor(async (page) => {
      await page.goto('/portal/sign-in', { waitUntil: 'load' })
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click()
      await pickAccount(page, 'claire.martin@lumiere-integration.example')
      await page.goto(product.href, { waitUntil: 'load' })
      expect(await page.locator('[data-product-asset]', { hasText: TITLE }).count()).toBe(0)
    })

    // A Blue partner opening the Gold-only download's link gets told why, not the generic error page.
    await withVisitor(async (page) => {
      await page.goto('/portal/sign-in', { waitUntil: 'load' })
      await page.getByRole('button', { name: 'Sign in with Microsoft' }).click()
      await pickAccount(page, 'olivia.bennett@brightline-av.example')
      const response = await page.goto(`/api/pam/product-download-link?asset=${assetId}&go=1`, { waitUntil: 'load' })
      expect(response?.status()).toBe(403)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('This download is for partners of a higher level.')
      await expectAccessible(page, 'the page')
    })
    // Three sign-ins, an upload of two 8 MiB parts and two downloads on a shared machine.
  }, 300_000)
})
