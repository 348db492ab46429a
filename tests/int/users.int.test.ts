import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await payload.delete({ collection: 'users', where: { id: { exists: true } } })
})

describe(`staff accounts on ${dialect()}`, () => {
  it('makes the first account an administrator whatever role was asked for', async () => {
    const first = await payload.create({ collection: 'users', data: { email: 'first@example.edu', password: 'first-pass-123', roles: ['editor'] } })
    expect(first.roles).toEqual(['admin'])
    const second = await payload.create({ collection: 'users', data: { email: 'editor@example.edu', password: 'editor-pass-123', roles: ['editor'] } })
    expect(second.roles).toEqual(['editor'])
  })

  it('lets an editor see only their own account and not give themselves a role', async () => {
    const editor = (await payload.find({ collection: 'users', where: { email: { equals: 'editor@example.edu' } } })).docs[0]
    const seen = await payload.find({ collection: 'users', user: editor, overrideAccess: false })
    expect(seen.docs.map((u) => u.email)).toEqual(['editor@example.edu'])
    const updated = await payload.update({ collection: 'users', id: editor.id, user: editor, overrideAccess: false, data: { roles: ['admin'] } })
    expect(updated.roles).toEqual(['editor'])
  })

  it('never locks an account: after wrong passwords the right one still signs in (waits per address: e2e security)', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      await expect(payload.login({ collection: 'users', data: { email: 'editor@example.edu', password: 'wrong' } })).rejects.toThrow()
    }
    const signedIn = await payload.login({ collection: 'users', data: { email: 'editor@example.edu', password: 'editor-pass-123' } })
    expect(signedIn.user?.email).toBe('editor@example.edu')
  })
})
