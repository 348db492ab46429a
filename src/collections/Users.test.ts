import { describe, expect, it } from 'vitest'

import { sessionCookie } from './Users'

describe('the staff session cookie', () => {
  it('is Secure on an HTTPS site and stays usable on a plain-HTTP development address', () => {
    expect(sessionCookie('https://campus.example.edu')).toEqual({ sameSite: 'Lax', secure: true })
    expect(sessionCookie('http://127.0.0.1:3000')).toEqual({ sameSite: 'Lax', secure: false })
  })
})
