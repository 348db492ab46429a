import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { toHome } from '@/data/home'
import { BANNER_VIDEO_FILES } from '@/seed/bannerVideo'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
const clip = (name: string) => readFile(path.resolve(import.meta.dirname, '../../src/seed/video', name))

beforeAll(async () => {
  payload = await testPayload()
})

const setBanner = (banner: Record<string, unknown>) => payload.updateGlobal({ slug: 'home', locale: 'en', data: { banner } })

/** What a refused change tells the editor, beside the field. */
async function refusal(change: Promise<unknown>): Promise<string> {
  const error = await change.then(
    () => null,
    (reason: { data?: { errors?: { message: string }[] } }) => reason,
  )
  return error?.data?.errors?.map((e) => e.message).join(' ') ?? 'accepted'
}

describe(`home banner video on ${dialect()}`, () => {
  it('takes a YouTube link and plays it from youtube-nocookie.com', async () => {
    const home = toHome(await setBanner({ video: 'https://youtu.be/eRsGyueVLvQ', videoFiles: [] }))
    expect(home.banner.video).toEqual({ kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ' })
  })

  it('refuses a link it could not play, saying why', async () => {
    expect(await refusal(setBanner({ video: 'http://cdn.example.uz/campus.mp4' }))).toMatch(/https:\/\//)
    expect(await refusal(setBanner({ video: 'https://www.youtube.com/@registan_university' }))).toMatch(/names no video/)
    expect(await refusal(setBanner({ video: 'https://vimeo.com/12345' }))).toMatch(/YouTube .* \.mp4 or \.webm/)
  })

  it('plays uploaded files, WebM first, and wants files or a link, not both', async () => {
    const ids: number[] = []
    for (const [format, name] of Object.entries(BANNER_VIDEO_FILES)) {
      const data = await clip(name)
      const doc = await payload.create({ collection: 'videos', data: {}, file: { data, mimetype: `video/${format}`, name: `test-${name}`, size: data.length } })
      expect(doc.mimeType).toBe(`video/${format}`)
      ids.push(doc.id)
    }
    const home = toHome(await setBanner({ video: null, videoFiles: [...ids].reverse() }))
    expect(home.banner.video).toEqual({
      kind: 'file',
      sources: [
        { src: '/api/videos/file/test-campus-banner.webm', type: 'video/webm' },
        { src: '/api/videos/file/test-campus-banner.mp4', type: 'video/mp4' },
      ],
    })
    expect(await refusal(setBanner({ videoFiles: ids, video: 'https://youtu.be/eRsGyueVLvQ' }))).toMatch(/files or a link, not both/)
  })

  it('refuses an upload that is not really a video, whatever its name', async () => {
    const data = Buffer.from('<html><script>alert(1)</script></html>'.repeat(20))
    expect(
      await refusal(payload.create({ collection: 'videos', data: {}, file: { data, mimetype: 'video/mp4', name: 'clip.mp4', size: data.length } })),
    ).toMatch(/clip.mp4 is not an MP4 or WebM video/)
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d6540000000049454e44ae426082',
      'hex',
    )
    expect(
      await refusal(payload.create({ collection: 'videos', data: {}, file: { data: png, mimetype: 'video/webm', name: 'clip.webm', size: png.length } })),
    ).toMatch(/image\/png/)
  })

  it('cannot be changed by an anonymous visitor', async () => {
    await expect(payload.updateGlobal({ slug: 'home', data: { banner: { video: null } }, overrideAccess: false })).rejects.toThrow()
    const data = await clip(BANNER_VIDEO_FILES.webm)
    await expect(
      payload.create({ collection: 'videos', data: {}, file: { data, mimetype: 'video/webm', name: 'anon.webm', size: data.length }, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
