// Each kind of page opens with a banner of its own (Settings › Images › Section banners), lower
// on a phone than on a desktop; the contact page's map shows the address until the map paints.
import { seedMapEmbedUrl } from '../../src/seed/content/contact'
import { expect, type Page, test } from './fixtures'
import { demo, LOCALES, prefix } from './helpers'

/** One page of each section and the seed's banner it shows (a faculty shows its own picture instead of its section's). */
const PAGES = [
  { path: '/faculties/computer-science', file: null },
  // Each demo programme has its own banner (its subject's picture), over the programmes' section banner.
  { path: '/faculties/computer-science/information-security', file: null },
  { path: '/news', file: 'banner-news' },
  { path: '/events', file: 'banner-events' },
  { path: '/documents', file: 'banner-documents' },
  { path: '/contact', file: 'banner-contact' },
  { path: '/form', file: 'banner-admissions' },
  { path: '/search', file: 'banner-search' },
]

const ADDRESS = {
  en: '15 University Street, Samarkand 140104, Uzbekistan',
  ru: 'Узбекистан, 140104, Самарканд, ул. Университетская, 15',
  uz: 'Oʻzbekiston, 140104, Samarqand, Universitet koʻchasi, 15',
}

/** The upload behind the banner's picture: its short address names it in its path, the optimiser's in `url` (src/lib/shortImages.ts). */
async function bannerFile(page: Page) {
  const src = await page.getByTestId('page-banner').locator('img').getAttribute('src')
  const address = new URL(src ?? '', 'http://site')
  return address.pathname.startsWith('/img/') ? `/api/media/file/${address.pathname.slice('/img/'.length)}` : address.searchParams.get('url')
}

const bannerHeight = async (page: Page) => (await page.getByTestId('page-banner').boundingBox())?.height ?? 0

for (const locale of LOCALES) {
  test(`in ${locale}, each section opens with its own picture, lower on a phone; the contact map shows the address until it loads`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const files: string[] = []
    for (const { path, file } of PAGES) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${prefix(locale)}${path}`)
      const shown = await bannerFile(page)
      expect(shown, path).toBeTruthy()
      if (file) expect(shown, path).toContain(`/${file}.`)
      else expect(shown, `${path} shows its own picture`).not.toContain('/banner-faculties.')
      files.push(shown!)
      // A desktop keeps a generous banner; a phone's is low, so the page's own content starts on its first screen.
      expect(await bannerHeight(page), `${path} at 1440 px`).toBeGreaterThanOrEqual(240)
      await page.setViewportSize({ width: 375, height: 812 })
      expect(await bannerHeight(page), `${path} at 375 px`).toBeLessThanOrEqual(200)
    }
    expect(new Set(files).size).toBe(PAGES.length)
    await context.close()

    // Without scripts, and with the map's provider holding its answer: the drawn plan with the
    // university's name and address stands where the map will be.
    const quiet = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
    const contact = await quiet.newPage()
    await contact.route('https://www.openstreetmap.org/**', () => {})
    // The held frame keeps the page's load event back: a visitor sees the page long before.
    await contact.goto(`${prefix(locale)}/contact`, { waitUntil: 'domcontentloaded' })
    const map = contact.getByTestId('contact-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('iframe')).toHaveAttribute('src', seedMapEmbedUrl)
    const placeholder = map.getByTestId('contact-map-placeholder')
    await expect(placeholder).toBeVisible()
    await expect(placeholder).toContainText(demo.siteTitle[locale])
    await expect(placeholder).toContainText(ADDRESS[locale])
    // It fills the frame's box, so no grey tile shows around it.
    const [frame, plan] = [await map.locator('iframe').boundingBox(), await placeholder.boundingBox()]
    expect(plan).toEqual(frame)
    await quiet.close()
  })
}
