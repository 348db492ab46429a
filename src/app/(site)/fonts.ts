// The university's typeface, Inter, from Fontsource's npm package (nothing fetched at run time).
// One family per script, each with the unicode-range of its file, so a page downloads only the
// files its text needs: Latin (English, Uzbek with its oʻ/gʻ, digits), Cyrillic (Russian), and the
// extended sets for rarer letters in names. Latin and Cyrillic are preloaded on every page (the
// layout is shared by the three languages): a Russian page's text would otherwise be drawn in the
// fallback and move when the Cyrillic file arrived. All swap in without hiding text, over a
// fallback whose metrics are adjusted to Inter's.
import localFont from 'next/font/local'

const latin = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

const cyrillic = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
})

const latinExtended = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
})

const cyrillicExtended = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F' }],
})

const families = (font: { style: { fontFamily: string } }) => font.style.fontFamily.split(',').map((name) => name.trim())

/**
 * The `font-family` list: every script's file first, then the adjusted fallback. (Each family's
 * own list would put the fallback before the next script's file, and Cyrillic would never load.)
 */
export const brandFontFamily = [...[latin, cyrillic, latinExtended, cyrillicExtended].map((font) => families(font)[0]), ...families(latin).slice(1)].join(', ')
