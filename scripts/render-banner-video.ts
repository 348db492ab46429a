// Makes the demo home-banner clip from the seed's own drawing (campusMotion in src/seed/bannerVideo.ts):
// every frame drawn with sharp, then encoded by ffmpeg as WebM (VP9) and MP4 (H.264), silent.
// Run it once after changing the drawing and commit the two files; the seed only uploads them,
// so machines without ffmpeg can seed. Needs Debian's ffmpeg: `apt-get install ffmpeg`.
//   npx tsx scripts/render-banner-video.ts
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

import { BANNER_VIDEO_FILES, BANNER_VIDEO_FORMAT, campusMotion } from '../src/seed/bannerVideo'

const { width, height, fps, seconds } = BANNER_VIDEO_FORMAT
const frames = fps * seconds
const dir = mkdtempSync(path.join(tmpdir(), 'banner-frames-'))
try {
  for (let i = 0; i < frames; i++) {
    await sharp(Buffer.from(campusMotion(i / frames, width, height)))
      .png()
      .toFile(path.join(dir, `${String(i).padStart(4, '0')}.png`))
  }
  // The drawing is sRGB: convert with the BT.709 matrix and say so, or browsers shift the colours
  // and the video would not match its poster.
  const input = [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(fps),
    '-i',
    path.join(dir, '%04d.png'),
    '-vf',
    'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
  ]
  const tags = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv', '-an']
  const out = (name: string) => path.resolve(import.meta.dirname, '../src/seed/video', name)
  execFileSync(
    'ffmpeg',
    [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '49',
      '-deadline',
      'good',
      '-cpu-used',
      '1',
      '-row-mt',
      '1',
      '-g',
      String(frames),
      ...tags,
      out(BANNER_VIDEO_FILES.webm),
    ],
    { stdio: 'inherit' },
  )
  execFileSync(
    'ffmpeg',
    [
      ...input,
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '32',
      '-profile:v',
      'high',
      // Flat colours and sharp edges: keeps the edges of the drawing clean for fewer bytes.
      '-tune',
      'animation',
      '-g',
      String(frames),
      '-movflags',
      '+faststart',
      ...tags,
      out(BANNER_VIDEO_FILES.mp4),
    ],
    { stdio: 'inherit' },
  )
  for (const name of Object.values(BANNER_VIDEO_FILES)) console.log(`${name}: ${(statSync(out(name)).size / 1024).toFixed(0)} KiB`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
