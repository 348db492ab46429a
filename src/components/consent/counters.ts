// Loads the counters once the visitor agrees. Each loader is a script file from the counter's
// own host (allowed by the site's policy, src/security/headers.ts); the small queue functions
// the counters expect are defined here, in the site's own bundle, so no inline script is needed.
export type Counters = { yandexMetrikaId: string | null; googleTagId: string | null }

type Queue = ((...args: unknown[]) => void) & { a?: unknown[]; l?: number }
type CounterWindow = Window & { ym?: Queue; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }

function addScript(src: string, id: string) {
  if (document.getElementById(id)) return
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

export function loadCounters({ yandexMetrikaId, googleTagId }: Counters): void {
  const w = window as CounterWindow
  if (yandexMetrikaId && !w.ym) {
    const ym: Queue = (...args) => {
      ;(ym.a ??= []).push(args)
    }
    ym.l = Date.now()
    w.ym = ym
    addScript('https://mc.yandex.ru/metrika/tag.js', 'yandex-metrika')
    w.ym(Number(yandexMetrikaId), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true })
  }
  if (googleTagId && !w.gtag) {
    w.dataLayer ??= []
    // gtag.js reads the arguments object itself, not an array made of it.
    w.gtag = function gtag() {
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
    w.gtag('config', googleTagId)
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(googleTagId)}`, 'google-tag')
  }
}

/** The cookies the counters set on this site (_ym…, _ga…), removed when the visitor withdraws. */
export function forgetCounterCookies(): void {
  const host = location.hostname
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (!name || !/^(_ym|_ga|_gid|_gat|yandexuid|yabs)/.test(name)) continue
    for (const domain of ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`]) {
      document.cookie = `${name}=; max-age=0; path=/${domain}`
    }
  }
}
