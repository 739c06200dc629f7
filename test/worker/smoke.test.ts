import { describe, expect, it } from 'vitest'
import { loadSeedFor, visit } from './helpers.ts'

describe('home page', () => {
  it('streams the English home page with lang and hreflang', async () => {
    await loadSeedFor(['/'])
    const response = await visit('/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="en-GB" dir="ltr">')
    expect(html).toContain('hrefLang="x-default"')
  })
})
