// A video link as an editor pastes it, turned into something a page can embed.
export type Video = { kind: 'youtube'; id: string; embedUrl: string } | { kind: 'file'; src: string; type: 'video/mp4' | 'video/webm' }

const YOUTUBE_HOSTS = ['youtu.be', 'youtube.com', 'youtube-nocookie.com']
const youtubeHost = (url: URL) => url.hostname.replace(/^www\.|^m\./, '')

export function parseVideoUrl(input: string): Video | null {
  let url: URL
  try {
    url = new URL(input.trim(), 'https://placeholder.invalid')
  } catch {
    return null
  }
  const host = youtubeHost(url)
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null
  }
  if (id && /^[\w-]{6,20}$/.test(id)) {
    return { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
  }
  const extension = url.pathname.match(/\.(mp4|webm)$/i)?.[1].toLowerCase()
  if (extension && (url.hostname !== 'placeholder.invalid' || input.startsWith('/'))) {
    return {
      kind: 'file',
      src: url.hostname === 'placeholder.invalid' ? url.pathname : url.toString(),
      type: extension === 'webm' ? 'video/webm' : 'video/mp4',
    }
  }
  return null
}

/**
 * Why a home-banner video link cannot be used (a key of the admin's field checks, in the staff
 * member's language: src/i18n/admin/translations.ts), or null when it can. Shared by the admin form
 * and the server (the Home global's validation): a YouTube video, or an .mp4/.webm file on this
 * site or at an https:// address (the page's security policy loads media from nowhere else).
 */
export type VideoLinkProblem = 'videoHttps' | 'youtubeNoVideo' | 'notVideoLink'

export function bannerVideoLinkProblem(input: string): VideoLinkProblem | null {
  const text = input.trim()
  if (!text) return null
  const video = parseVideoUrl(text)
  if (video?.kind === 'youtube') return null
  if (video?.kind === 'file') {
    return video.src.startsWith('/') || video.src.startsWith('https://') ? null : 'videoHttps'
  }
  let url: URL | null = null
  try {
    url = new URL(text)
  } catch {
    // not an absolute address: the general advice below
  }
  if (url && YOUTUBE_HOSTS.includes(youtubeHost(url))) {
    return 'youtubeNoVideo'
  }
  return 'notVideoLink'
}
