// A video link as an editor pastes it, turned into something a page can embed.
export type Video = { kind: 'youtube'; id: string; embedUrl: string } | { kind: 'file'; src: string }

export function parseVideoUrl(input: string): Video | null {
  let url: URL
  try {
    url = new URL(input.trim(), 'https://placeholder.invalid')
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\.|^m\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null
  }
  if (id && /^[\w-]{6,20}$/.test(id)) {
    return { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
  }
  if (/\.(mp4|webm)$/i.test(url.pathname) && (url.hostname !== 'placeholder.invalid' || input.startsWith('/'))) {
    return { kind: 'file', src: url.hostname === 'placeholder.invalid' ? url.pathname : url.toString() }
  }
  return null
}
