// Next's scripts are fetched once the first screen is painted (docs/decisions/038-scripts-after-first-paint.md).
//
// Next writes its chunks as `<script src async>` in <head>: the browser fetches them beside the
// stylesheet, the typeface and the banner, so on a phone's connection about 170 KB of JavaScript
// shares the bandwidth with what the first screen needs, and the framework's first run (150–400 ms
// on a mid-range phone) can land before the page is shown. Every page works without JavaScript
// (links, forms, the language switch), so the first screen comes first: the production server
// takes those tags out and puts one small inline script at the end of <head> that adds them
// when the browser reports its first contentful paint, at once if the page is not being shown,
// and after 3 s whatever happens. The server hashes that script into the page's policy like any
// other (src/edge/page/facts.ts). The starter marks <html data-page-scripts="waiting">, then
// "started" (absent without JavaScript); the layout adds data-hydrated once the scripts have run
// (src/components/loaders/Loaders.tsx). The browser tests wait for it (tests/e2e/fixtures.ts).

import { earlyActionKeeper } from './earlyActions'

/** The site's layout asks for it on <html>; the admin and the benchmark's floor page do not. */
export const AFTER_PAINT_MARK = { 'data-scripts': 'after-paint' } as const
const MARKED = /<html\b[^>]*\sdata-scripts="after-paint"/
const NEXT_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g
const NEXT_SCRIPT_START = /<script src="\/_next\/static\/chunks\/[\w.-]+\.js" async="">/
/** The longest a page waits for the browser's paint report before starting its scripts. */
export const START_ANYWAY_MS = 3_000

/** The inline starter for these script addresses. */
export function scriptStarter(sources: string[]): string {
  return `(function(s){var d=document,h=d.documentElement,n=0;h.setAttribute("data-page-scripts","waiting");function go(){if(n++)return;h.setAttribute("data-page-scripts","started");for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=!0;d.head.appendChild(e)}}var P=window.PerformanceObserver;if(d.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:!0});setTimeout(go,${START_ANYWAY_MS})})(${JSON.stringify(sources)})`
}

/**
 * A page of the site (marked on <html>) with Next's async chunk scripts taken out of <head> and
 * the starter at its end, with the keeper of early clicks (src/lib/earlyActions.ts). With
 * `afterPaint` false (SCRIPTS_AFTER_PAINT), Next's scripts stay where they are and only the
 * keeper is added, before the first of them, so it listens before they can run. Any other answer
 * comes back unchanged.
 */
export function startScriptsAfterPaint(html: string, afterPaint = true): string {
  const head = html.indexOf('</head>')
  if (head < 0 || !MARKED.test(html.slice(0, head))) return html
  if (!afterPaint) {
    const first = html.slice(0, head).search(NEXT_SCRIPT_START)
    return first < 0 ? html : `${html.slice(0, first)}<script>${earlyActionKeeper()}</script>${html.slice(first)}`
  }
  const sources: string[] = []
  const rewritten = html.slice(0, head).replace(NEXT_SCRIPT, (_tag, source: string) => {
    sources.push(source)
    return ''
  })
  if (sources.length === 0) return html
  return `${rewritten}<script>${scriptStarter(sources)};${earlyActionKeeper()}</script>${html.slice(head)}`
}
