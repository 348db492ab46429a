import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { SOCIAL_ICONS } from '@/globals/Settings/socialNetworks'

const css = readFileSync(path.join(import.meta.dirname, '../app/(site)/globals.css'), 'utf8')

describe('social links', () => {
  it('have an icon in the stylesheet for every network an editor can choose (X draws any other)', () => {
    expect(css).toMatch(/\.social-link::before \{[^}]*--social-icon: url\("data:image\/svg\+xml,[^"]*M4 4l16 16M20 4 4 20/)
    for (const network of SOCIAL_ICONS.filter((name) => name !== 'x'))
      expect(css, network).toMatch(new RegExp(`\\.social-link\\[data-network='${network}'\\]::before \\{ --social-icon: url\\("data:image/svg\\+xml,`))
  })
})
