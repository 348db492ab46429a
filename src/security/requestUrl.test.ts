import { describe, expect, it } from 'vitest'

import { requestUrl } from './requestUrl'

describe('requestUrl', () => {
  it.each(['//%20/x', '//%5Cevil.example', '//%2F/evil.example', '//%25', '/ru/\\evil', '//evil.example/x?q=1', '/%ff', '/a b'])(
    'reads %j as a path of this site without throwing',
    (target) => {
      const url = requestUrl(target)
      expect(url?.origin).toBe('http://campus.invalid')
      expect(url?.pathname.startsWith('/')).toBe(true)
    },
  )

  it('keeps the path and query as sent', () => {
    const url = requestUrl('//evil.example/x?q=%D0%BF&page=2')
    expect(url?.pathname).toBe('//evil.example/x')
    expect(url?.searchParams.get('q')).toBe('п')
    expect(requestUrl(undefined)?.pathname).toBe('/')
  })

  it('reads only the path of an absolute address, and nothing of what is not one', () => {
    expect(requestUrl('http://evil.example/ru/api/search?q=x')?.href).toBe('http://campus.invalid/ru/api/search?q=x')
    expect(requestUrl('*')).toBeNull()
    expect(requestUrl('javascript:alert(1)')).toBeNull()
  })
})
