import { describe, expect, it } from 'vitest'

import { earlyActionKeeper } from './earlyActions'
import { scriptStarter, startScriptsAfterPaint } from './scriptsAfterPaint'

const head = (scripts: string) =>
  `<!DOCTYPE html><html lang="ru" data-scripts="after-paint"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>${scripts}<title>Главная</title></head>`
const body = '<body><main>Текст</main><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'

describe('startScriptsAfterPaint', () => {
  it('takes Next’s chunk scripts out of <head> and starts them from one script at its end, in their order', () => {
    const page =
      head(
        '<script src="/_next/static/chunks/0637v33xsjp-6.js" async=""></script><script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script><script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      ) + body
    const sent = startScriptsAfterPaint(page)
    expect(sent).not.toContain('<script src="/_next/static/chunks/0637v33xsjp-6.js"')
    expect(sent).toContain(
      `<script>${scriptStarter(['/_next/static/chunks/0637v33xsjp-6.js', '/_next/static/chunks/turbopack-077hmtqrhcoji.js'])};${earlyActionKeeper()}</script></head>`,
    )
    // The legacy browsers' polyfill, the page's data and everything else stay as they were.
    expect(sent).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>')
    expect(sent).toContain('<title>Главная</title>')
    expect(sent.endsWith(body)).toBe(true)
  })

  it('leaves pages the site did not mark (the admin), pages without Next’s scripts and scripts outside <head> alone', () => {
    const admin = head('<script src="/_next/static/chunks/a.js" async=""></script>').replace(' data-scripts="after-paint"', ' data-theme="light"') + body
    expect(startScriptsAfterPaint(admin)).toBe(admin)
    const plain = head('') + body
    expect(startScriptsAfterPaint(plain)).toBe(plain)
    const inBody = `${head('')}<body><script src="/_next/static/chunks/x.js" async=""></script></body></html>`
    expect(startScriptsAfterPaint(inBody)).toBe(inBody)
    expect(startScriptsAfterPaint('not a page')).toBe('not a page')
  })

  it('with SCRIPTS_AFTER_PAINT=false leaves Next’s scripts in place and puts the keeper of early clicks before them', () => {
    const page = head('<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>') + body
    const sent = startScriptsAfterPaint(page, false)
    expect(sent).toContain(
      `<script>${earlyActionKeeper()}</script><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js"`,
    )
    expect(sent).not.toContain(scriptStarter(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']))
    expect(sent.replace(`<script>${earlyActionKeeper()}</script>`, '')).toBe(page)
  })

  it('writes addresses into the starter as JSON, so no address can end the script early', () => {
    expect(scriptStarter(['/_next/static/chunks/a.js'])).toMatch(/\(\["\/_next\/static\/chunks\/a\.js"\]\)$/)
    // Only plain chunk names are matched; anything else is not rewritten.
    const odd = head('<script src="/_next/static/chunks/a</script>.js" async=""></script>') + body
    expect(startScriptsAfterPaint(odd)).toBe(odd)
  })
})
