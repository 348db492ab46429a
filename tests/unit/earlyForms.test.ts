// A visitor may send a form of the public site before its scripts have run (decision 054). A form
// that only scripts can send (an onSubmit and no address of its own) is sent by the browser to the
// page's own address as a GET otherwise, which drops what the address held (a link's token) and
// shows nothing. Each such form is marked `data-early`, so the keeper holds it until the scripts
// arrive, or is one that cannot be on the page before them.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Forms only ever rendered after the scripts have run, with why. */
const AFTER_SCRIPTS: Record<string, string> = {
  'src/admissions/ui/ReplacementUpload.tsx': 'shown once the applicant has named themselves, a step only the scripts take',
}

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(path.join(root, file)).isDirectory()) return name === 'admin' || name === '(payload)' ? [] : tsxFiles(file)
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [file] : []
  })
}

/** The text of each `<form …>` opening tag in a file, braces in attribute values included. */
function formTags(text: string): string[] {
  return [...text.matchAll(/<form[\s>]/g)].map(({ index }) => {
    let depth = 0
    for (let at = index; at < text.length; at++) {
      const char = text[at]
      if (char === '{') depth++
      else if (char === '}') depth--
      else if (char === '>' && depth === 0) return text.slice(index, at + 1)
    }
    return text.slice(index)
  })
}

describe('forms of the public site before the scripts run', () => {
  const files = tsxFiles('src')

  it('finds the site’s forms (the scan reads the tree)', () => {
    const withForms = files.filter((file) => formTags(readFileSync(path.join(root, file), 'utf8')).length)
    expect(withForms).toEqual(expect.arrayContaining(['src/admissions/ui/LookupForm.tsx', 'src/admissions/ui/ApplicationForm.tsx']))
  })

  it('every form that only scripts can send is kept for them (data-early)', () => {
    const unkept = files.flatMap((file) =>
      formTags(readFileSync(path.join(root, file), 'utf8'))
        .filter((tag) => /\bonSubmit=/.test(tag) && !/\baction=/.test(tag) && !/\bdata-early\b/.test(tag))
        .map(() => file)
        .filter((name) => !(name in AFTER_SCRIPTS)),
    )
    expect(unkept).toEqual([])
  })

  it('the forms listed as rendered after the scripts still exist', () => {
    for (const file of Object.keys(AFTER_SCRIPTS)) expect(readFileSync(path.join(root, file), 'utf8')).toMatch(/<form[\s>]/)
  })
})
