import { describe, expect, it } from 'vitest'

import { canMove, statusTone } from './statuses'

describe('status changes', () => {
  it('follow the order one step at a time for admissions staff', () => {
    expect(canMove('not_confirmed', 'received', { isAdmin: false })).toBe(true)
    expect(canMove('received', 'in_consideration', { isAdmin: false })).toBe(true)
    expect(canMove('in_consideration', 'approved', { isAdmin: false })).toBe(true)
    expect(canMove('in_consideration', 'rejected', { isAdmin: false })).toBe(true)
    expect(canMove('not_confirmed', 'approved', { isAdmin: false })).toBe(false)
    expect(canMove('approved', 'received', { isAdmin: false })).toBe(false)
  })

  it('let an admin correct any step', () => {
    expect(canMove('approved', 'in_consideration', { isAdmin: true })).toBe(true)
    expect(canMove('not_confirmed', 'approved', { isAdmin: true })).toBe(true)
  })

  it('colour decisions green and red, work in progress yellow', () => {
    expect(statusTone('approved')).toBe('green')
    expect(statusTone('in_consideration')).toBe('yellow')
    expect(statusTone('not_confirmed')).toBe('red')
    expect(statusTone('rejected')).toBe('red')
  })
})
