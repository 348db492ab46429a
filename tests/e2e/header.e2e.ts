import { expect, test } from './fixtures'

import { demo, LOCALES, prefix, updateSettings } from './helpers'

test.describe('header, menu and footer', () => {
  for (const locale of LOCALES) {
    test(`home in ${locale}: header, menu and footer in that language`, async ({ page }) => {
      await page.goto(prefix(locale) || '/')
      await expect(page.getByTestId('desktop-nav')).toContainText(demo.menuTop[locale])
      await expect(page.getByTestId('header-phone')).toHaveText([demo.phone1, demo.phone2])
      await expect(page.getByTestId('apply-button')).toBeVisible()
      await expect(page.getByTestId('site-footer')).toContainText(demo.siteTitle[locale].split(' ')[0])
      await expect(page.getByTestId('page-banner')).toHaveCount(0)
    })
  }

  test('the second phone and the apply button disappear when switched off, without a restart', async ({ page, request }) => {
    try {
      await updateSettings(request, { phone2Status: 'inactive', applyButton: { url: '/form', status: 'inactive' } })
      await expect(async () => {
        await page.goto('/ru')
        await expect(page.getByTestId('header-phone')).toHaveText([demo.phone1], { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      await expect(page.getByTestId('apply-button')).toHaveCount(0)
      // The home banner's Apply follows the same switch; its deadline stays (decision 064).
      await expect(page.getByTestId('home-apply')).toHaveCount(0)
      await expect(page.getByTestId('home-deadline')).toBeVisible()
    } finally {
      await updateSettings(request, { phone2Status: 'active', applyButton: { url: '/form', status: 'active' } })
    }
    await expect(async () => {
      await page.goto('/ru')
      await expect(page.getByTestId('header-phone')).toHaveCount(2, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
  })

  test('analytics counters are offered only once their IDs are set, and load only after Accept', async ({ page, request }) => {
    await page.goto('/static/history')
    await expect(page.getByTestId('site-footer')).toBeVisible()
    await expect(page.getByTestId('consent-banner')).toHaveCount(0)
    await expect(page.locator('script#yandex-metrika, script#google-tag')).toHaveCount(0)
    // The counters' hosts answer with a stand-in: there is no internet here.
    await page
      .context()
      .route(/^https:\/\/(mc\.yandex\.ru|www\.googletagmanager\.com)\//, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }))
    try {
      await updateSettings(request, { yandexMetrikaId: '98765432', googleTagId: 'G-TEST123' })
      await expect(async () => {
        await page.goto('/static/history')
        await expect(page.getByTestId('consent-banner')).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      await expect(page.locator('script#yandex-metrika, script#google-tag')).toHaveCount(0)
      await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept', exact: true }).click()
      await expect(page.locator('script[src*="googletagmanager.com/gtag/js?id=G-TEST123"]')).toHaveCount(1)
      await expect(page.locator('script#yandex-metrika')).toHaveCount(1)
    } finally {
      await updateSettings(request, { yandexMetrikaId: null, googleTagId: null })
    }
  })

  test('submenus open on hover and reach the third level', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByTestId('desktop-nav')
    await nav.getByRole('button', { name: 'University' }).hover()
    await nav.getByRole('button', { name: 'Structure' }).hover()
    await nav.getByRole('link', { name: 'Rectorate' }).click()
    await expect(page).toHaveURL(/\/static\/rectorate$/)
  })

  test('the full menu shows three levels and closes on navigation', async ({ page }) => {
    await page.goto('/uz')
    await page.getByTestId('full-menu-toggle').click()
    const menu = page.getByTestId('full-menu')
    // The menu's levels: its list's items, theirs, and theirs.
    const level1 = menu.locator('nav > ul > li')
    const level2 = level1.locator('> ul > li')
    const level3 = level2.locator('> ul > li')
    await expect(level1.first()).toContainText('Universitet')
    await expect(level2.getByText('Tuzilma', { exact: true })).toBeVisible()
    await expect(level3.getByRole('link', { name: 'Rektorat' })).toBeVisible()
    // The faculties are listed under their column, which still links to the list of them.
    const faculties = level1.filter({ has: page.getByRole('link', { name: 'Fakultetlar', exact: true }) })
    await expect(faculties.locator('> ul > li')).toHaveCount(6)
    await expect(faculties.getByRole('link', { name: 'Muhandislik fakulteti' })).toHaveAttribute('href', '/uz/faculties/engineering')
    await menu.getByRole('link', { name: 'Kutubxona' }).click()
    await expect(page).toHaveURL(/\/uz\/static\/library$/)
    await expect(menu).toBeHidden()
    await expect(page.getByTestId('banner-title')).toHaveText('Kutubxona')
  })

  test('on a phone the menu drills down two levels with a back row at each', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/ru')
    await expect(page.getByTestId('desktop-nav')).toBeHidden()
    const toggle = page.getByTestId('mobile-menu-toggle')
    await toggle.click()
    // A screen reader hears the button's state from the browser (a popover's invoker).
    const cdp = await page.context().newCDPSession(page)
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[]
    }
    const button = nodes.find((node) => node.name?.value === 'Открыть меню')
    expect(button?.properties?.find((property) => property.name === 'expanded')?.value.value).toBe(true)
    const panel = page.getByTestId('mobile-menu')
    expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(410)
    await expect(panel.getByTestId('mobile-menu-back').filter({ visible: true })).toHaveCount(0)
    // The level the visitor sees: the sheet on top.
    const shown = () => page.getByTestId('mobile-submenu').filter({ visible: true }).last()

    await panel.getByRole('button', { name: 'Студентам' }).click()
    await expect(shown().getByTestId('mobile-menu-back').first()).toContainText('Назад')
    expect((await shown().boundingBox())!.width).toBeLessThanOrEqual(410)
    await shown().getByRole('button', { name: 'Жизнь в кампусе' }).click()
    await expect(shown().getByTestId('mobile-menu-back').first()).toContainText('Жизнь в кампусе')

    await shown().getByTestId('mobile-menu-back').first().click()
    await expect(shown().getByTestId('mobile-menu-back').first()).toContainText('Студентам')
    await shown().getByRole('button', { name: 'Жизнь в кампусе' }).click()
    await shown().getByRole('link', { name: 'Общежитие' }).click()
    await expect(page).toHaveURL(/\/ru\/static\/dormitory$/)
    await expect(panel).toBeHidden()
    await expect(page.getByTestId('mobile-submenu').filter({ visible: true })).toHaveCount(0)
    // The page behind scrolls again.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')

    await toggle.click()
    await expect(panel.getByRole('link', { name: 'Подать заявку' }).first()).toHaveAttribute('href', '/ru/form')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  })

  test('the search popup focuses its field, ignores an empty word and closes on an outside click', async ({ page }) => {
    await page.goto('/ru/static/history')
    await page.getByTestId('search-toggle').click()
    const input = page.getByTestId('search-popup').getByRole('combobox')
    await expect(input).toBeFocused()
    await input.fill('   ')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/ru\/static\/history$/)
    await page.getByTestId('search-overlay').click({ position: { x: 10, y: 10 } })
    await expect(page.getByTestId('search-popup')).toHaveCount(0)

    await page.getByTestId('search-toggle').click()
    await input.fill('Библиотека')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/ru\/search\?q=%D0%91/)
    await expect(page.getByTestId('search-popup')).toHaveCount(0)
    await expect(page.getByTestId('banner-title')).toHaveText('Библиотека')
    // The library's page leads the results (a story about the library follows it).
    await expect(page.getByRole('main').getByRole('link', { name: 'Библиотека', exact: true })).toBeVisible()

    await page.getByTestId('search-toggle').click()
    await expect(page.getByTestId('search-popup')).toHaveCount(0)
    await expect(page.locator('#search-page-input')).toBeFocused()
  })

  test('an inner page shows its banner title and breadcrumb from the menu', async ({ page }) => {
    await page.goto('/ru/static/rectorate')
    await expect(page.getByTestId('banner-title')).toHaveText('Ректорат')
    await expect(page.getByTestId('breadcrumb').locator('li')).toHaveText(['Главная', 'Университет', 'Структура', 'Ректорат'])
    await page.goto('/static/about-university')
    await expect(page.getByTestId('banner-title')).toHaveText('Registan University at a glance')
    await page.getByTestId('breadcrumb').getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the admin answers at /admin', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 })
  })
})
