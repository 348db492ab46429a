import { type APIRequestContext, expect, type Page, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { openBeforeScripts } from './earlyPage'
import { adminHeaders, LOCALES, prefix } from './helpers'

// The home banner's video (src/components/home/HomeBanner.tsx): the demo plays the committed
// clip on wide screens; phones, reduced motion and Save-Data keep the picture and fetch no video.
const words = { en: en.bannerVideo, ru: ru.bannerVideo, uz: uz.bannerVideo }
const isVideoFile = (url: string) => /\.(webm|mp4)(\?|$)/.test(url) || url.includes('/api/videos/')
const fromYouTube = (url: string) => /youtube|ytimg|googlevideo|doubleclick/.test(new URL(url).hostname)

/** The test id of the page's focused element (toBeFocused also wants the top document to hold the
 *  system focus, which it may hand to the player's own document). */
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))

/** Every request the page makes for a video file, from now on. */
function videoRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (isVideoFile(request.url())) urls.push(request.url())
  })
  return urls
}

test.describe('banner video on a wide screen', () => {
  for (const locale of LOCALES) {
    test(`plays muted in a loop, and its labelled button pauses it (${locale})`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/`)
      const video = page.getByTestId('banner-video')
      await expect(video).toHaveCount(1)
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'the video plays' }).toBeGreaterThan(0.2)
      expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, playsInline: v.playsInline, paused: v.paused }))).toEqual({
        muted: true,
        loop: true,
        playsInline: true,
        paused: false,
      })

      // The picture stays the largest paint: the video covers it only once it plays.
      const largest = await page.evaluate(
        () =>
          new Promise<string | undefined>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined
              resolve(last?.element?.getAttribute('data-testid') ?? undefined)
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
      expect(largest).toBe('banner-picture')
      await expect(page.getByTestId('banner-picture')).toHaveAttribute('fetchpriority', 'high')

      const toggle = page.getByTestId('banner-video-toggle')
      await expect(toggle).toHaveAccessibleName(words[locale].pause)
      await toggle.click()
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
      await expect(toggle).toHaveAccessibleName(words[locale].play)
      // From the keyboard too.
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
      await expect(toggle).toHaveAccessibleName(words[locale].pause)
    })
  }
})

test("the video plays from the first paint, before the page's scripts have run", async ({ page }) => {
  const release = await openBeforeScripts(page, '/ru')
  const video = page.getByTestId('banner-video')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { message: 'the video plays' }).toBeGreaterThan(0.2)
  expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, autoplay: v.hasAttribute('muted') && v.autoplay }))).toEqual({
    muted: true,
    autoplay: true,
  })
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '')
  await expect(page.getByTestId('banner-video-toggle')).toHaveCount(0)
  release()
  // The scripts add the pause button to the video that is already playing.
  await expect(page.getByTestId('banner-video-toggle')).toHaveAccessibleName(words.ru.pause)
})

test.describe('banner video on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  for (const locale of LOCALES) {
    test(`shows the picture and fetches no video (${locale})`, async ({ page }) => {
      const requests = videoRequests(page)
      await page.goto(`${prefix(locale)}/`, { waitUntil: 'networkidle' })
      await expect(page.getByTestId('banner-picture')).toBeVisible()
      expect(await page.getByTestId('banner-picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      await expect(page.getByTestId('banner-video')).toBeHidden()
      await expect(page.getByTestId('banner-video-toggle')).toHaveCount(0)
      expect(requests).toEqual([])
    })
  }
})

test.describe('banner video with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  for (const locale of LOCALES) {
    test(`keeps the picture on a wide screen (${locale})`, async ({ page }) => {
      const requests = videoRequests(page)
      await page.goto(`${prefix(locale)}/`, { waitUntil: 'networkidle' })
      await expect(page.getByTestId('banner-picture')).toBeVisible()
      await expect(page.getByTestId('banner-video')).toBeHidden()
      await expect(page.getByTestId('banner-video-toggle')).toHaveCount(0)
      expect(requests).toEqual([])
    })
  }
})

test('banner video with Save-Data keeps the picture', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }))
  const requests = videoRequests(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByTestId('banner-picture')).toBeVisible()
  await expect(page.getByTestId('banner-video')).toBeHidden()
  await expect(page.getByTestId('banner-video-toggle')).toHaveCount(0)
  expect(requests).toEqual([])
})

type Banner = { video?: string | null; videoFiles?: number[] | null }

async function setBanner(request: APIRequestContext, change: Banner) {
  const headers = await adminHeaders(request)
  const current = (await (await request.get('/api/globals/home?depth=0&locale=en', { headers })).json()) as { banner: Banner }
  const response = await request.post('/api/globals/home?locale=en', { headers, data: { banner: { ...current.banner, ...change } } })
  return { response, before: { video: current.banner.video ?? null, videoFiles: current.banner.videoFiles ?? [] } }
}

test.describe
  .serial('a YouTube link in the banner', () => {
    let demo: Banner | undefined

    test.beforeAll(async ({ request }) => {
      const { response, before } = await setBanner(request, { video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', videoFiles: [] })
      expect(response.ok(), await response.text()).toBe(true)
      demo = before
    })

    test.afterAll(async ({ request }) => {
      if (demo) expect((await setBanner(request, demo)).response.ok()).toBe(true)
    })

    for (const locale of LOCALES) {
      test(`plays only after a click, in YouTube's privacy-enhanced player (${locale})`, async ({ page }) => {
        const youtube: string[] = []
        await page.route(
          (url) => fromYouTube(url.toString()),
          (route) => {
            youtube.push(route.request().url())
            return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' })
          },
        )
        await page.goto(`${prefix(locale)}/`, { waitUntil: 'networkidle' })
        await expect(page.getByTestId('banner-picture')).toBeVisible()
        await expect(page.locator('video, iframe')).toHaveCount(0)
        expect(youtube, 'nothing is fetched from YouTube before the click').toEqual([])

        const play = page.getByTestId('banner-youtube-play')
        await expect(play).toHaveAccessibleName(words[locale].watch)
        await play.click()
        const player = page.getByTestId('banner-youtube-player')
        await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0')
        await expect.poll(() => focusedTestId(page)).toBe('banner-youtube-player')
        await expect.poll(() => youtube.map((url) => new URL(url).hostname)).toEqual(['www.youtube-nocookie.com'])

        await page.getByRole('button', { name: words[locale].close }).click()
        await expect(player).toHaveCount(0)
        await expect.poll(() => focusedTestId(page)).toBe('banner-youtube-play')
      })
    }

    test('a phone gets the same button, and nothing from YouTube before it', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      const youtube: string[] = []
      page.on('request', (request) => {
        if (fromYouTube(request.url())) youtube.push(request.url())
      })
      await page.goto('/ru', { waitUntil: 'networkidle' })
      await expect(page.getByTestId('banner-youtube-play')).toBeVisible()
      expect(youtube).toEqual([])
    })
  })

test('the server refuses a banner video link it could not play, saying why', async ({ request }) => {
  const { response } = await setBanner(request, { video: 'http://cdn.example.uz/campus.mp4', videoFiles: [] })
  expect(response.status()).toBe(400)
  expect(JSON.stringify(await response.json())).toContain('A video file must be on this site or at an https:// address.')
})
