import { describe, expect, it } from 'vitest'

import { plainMark } from '@/components/plainMark'
import { SHELL_BODY } from '@/search/server/pageShell'

import { compileShell, fillable, fillShell, inFlight } from './searchShellTemplate'

const TOKEN = 'shell0123abcd'
const banner = (word: string) =>
  `<section><h1>${word}</h1><nav><ol><li><span aria-current="page">${word}</span></li></ol></nav><script type="application/ld+json">{"name":"${word}"}</script></section>`
const block = (content: string, tag = 'div') => `<${tag} class="contents" data-plain="">${plainMark(content)}${content}</${tag}>`
const flight = (row: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(row).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}])</script>`
const markOf = (content: string) => plainMark(content).slice(4, -3)

/** A page as Next writes it for the search `word` (the shell when `body` is the placeholder). */
function page(word: string, body: string, search: string, canonical: string[]) {
  const title = `${word.replaceAll("'", '&#x27;')} — University`
  return [
    `<!DOCTYPE html><html lang="ru"><head><title>${title}</title><meta property="og:title" content="${title}"/></head><body>`,
    `<header>${block('<ul><li>menu</li></ul>')}</header>`,
    block(banner(word)),
    block(body),
    '<footer>©</footer>',
    flight(`0:${JSON.stringify({ c: ['', 'ru', ...canonical], q: search })}\n`),
    flight(`5:"${plainMark(banner(word))}"\n6:"${plainMark(body)}"\n7:[["$","title","0",{"children":"${word} — University"}]]\n`),
    '</body></html>',
  ].join('')
}

describe('a search page from its shell', () => {
  const shell = page(TOKEN, SHELL_BODY, `?q=${TOKEN}`, [`search?q=${TOKEN}`])
  const template = compileShell(shell, TOKEN)

  it.each([
    ['a Latin word', 'university', ['search?q=university'], '?q=university'],
    ['Cyrillic words, a type and a page', 'приём документов', ['search?q=%D0%BF&type=news&page=2'], '?q=%D0%BF&type=news&page=2'],
    ['Uzbek with an apostrophe, a slash', "o'quv reja/2026", ['search?q=o%27quv+reja', '2026'], "?q=o'quv%20reja%2F2026"],
  ])('is the page Next writes for %s', (_, word, canonical, search) => {
    const body = `<div><p>results for ${word}</p></div>`
    expect(template).not.toBeNull()
    const filled = fillShell(template!, { word, body, canonical: canonical as string[], search })
    expect(filled).toBe(page(word, body, search, canonical as string[]))
    expect(filled).toContain(markOf(body))
    expect(filled).not.toContain(TOKEN)
  })

  it('keeps every block that does not change as it was', () => {
    const filled = fillShell(template!, { word: 'x', body: '<p>y</p>', canonical: ['search?q=x'], search: '?q=x' })
    expect(filled).toContain(block('<ul><li>menu</li></ul>'))
  })

  it('gives a new mark to a block that holds a changed block', () => {
    const nested = (word: string, body: string) => `<html><head></head><body>${block(`<div>${block(`<h1>${word}</h1>`)}</div>`)}${block(body)}</body></html>`
    const nestedTemplate = compileShell(nested(TOKEN, SHELL_BODY), TOKEN)
    expect(fillShell(nestedTemplate!, { word: 'b', body: '<p>c</p>', canonical: [], search: '' })).toBe(nested('b', '<p>c</p>'))
  })

  it('is not made from a page without the placeholder, or with a block that does not close', () => {
    expect(compileShell(page(TOKEN, '<p>results</p>', `?q=${TOKEN}`, [`search?q=${TOKEN}`]), TOKEN)).toBeNull()
    expect(compileShell(`<html><head></head><body>${block(SHELL_BODY)}<div data-plain="">${plainMark('x')}<div>x</body>`, TOKEN)).toBeNull()
  })
})

describe('words the shell can take', () => {
  it.each(['university', 'приём', "o'quv", 'C 2026', 'a/b', 'émigré 🎓', 'US$ 100'])('takes %j', (word) => expect(fillable(word)).toBe(true))
  it.each(['"quoted"', 'R&D', '<script>', 'back\\slash', 'tab\there', '', 'line\u2028break', '$100'])('leaves %j to Next', (word) =>
    expect(fillable(word)).toBe(false),
  )
})

describe('a string in the page data', () => {
  it('is written as Next writes it: JSON in a row, the row as a string, HTML characters escaped', () => {
    expect(inFlight('?type=news&q=a')).toBe('\\"?type=news\\u0026q=a\\"')
    expect(inFlight('a"b')).toBe('\\"a\\\\\\"b\\"')
  })
})
