import { describe, expect, it } from 'vitest'

import { bannerVideoLinkProblem, parseVideoUrl } from './video'

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/eRsGyueVLvQ?t=10', 'eRsGyueVLvQ'],
    ['https://m.youtube.com/shorts/YE7VzlLtp-4', 'YE7VzlLtp-4'],
    ['https://www.youtube-nocookie.com/embed/TLkA0RELQ1g', 'TLkA0RELQ1g'],
  ])('plays %s from youtube-nocookie.com', (link, id) => {
    expect(parseVideoUrl(link)).toEqual({ kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` })
  })

  it('knows a file by its extension, whatever the query', () => {
    expect(parseVideoUrl('https://cdn.example.uz/clip.WEBM?v=2')).toEqual({ kind: 'file', src: 'https://cdn.example.uz/clip.WEBM?v=2', type: 'video/webm' })
    expect(parseVideoUrl('/api/videos/file/campus.mp4')).toEqual({ kind: 'file', src: '/api/videos/file/campus.mp4', type: 'video/mp4' })
  })
})

describe('bannerVideoLinkProblem (the Home global checks links with it, in the admin and on the server)', () => {
  it.each(['', '  ', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://youtu.be/eRsGyueVLvQ', 'https://cdn.example.uz/campus.webm', '/media/campus.mp4'])(
    'accepts %j',
    (link) => expect(bannerVideoLinkProblem(link)).toBeNull(),
  )

  it.each([
    ['http://cdn.example.uz/campus.mp4', 'videoHttps'],
    ['https://www.youtube.com/@registan_university', 'youtubeNoVideo'],
    ['https://youtube.com/watch?v=<script>', 'youtubeNoVideo'],
    ['https://vimeo.com/12345', 'notVideoLink'],
    ['https://cdn.example.uz/campus.mov', 'notVideoLink'],
    ['javascript:alert(1)', 'notVideoLink'],
    ['campus.mp4', 'notVideoLink'],
  ])('refuses %j, saying why', (link, reason) => {
    expect(bannerVideoLinkProblem(link)).toBe(reason)
  })
})
