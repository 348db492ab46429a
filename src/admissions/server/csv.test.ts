import { describe, expect, it } from 'vitest'

import { csvCell, csvLine } from './csv'

describe('CSV export cells', () => {
  it('quote commas, quotes and line breaks', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 'plain'])).toBe('"a,b","say ""hi""","two\nlines",plain\r\n')
  })

  it('defuse text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+998 90 123 45 67')).toBe("'+998 90 123 45 67")
    expect(csvCell(null)).toBe('')
  })
})
