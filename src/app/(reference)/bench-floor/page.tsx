import type { Metadata } from 'next'

// Rendered once, then served from Next's cache like every cached page of the site; no data,
// no client component. Not for visitors: kept out of search engines and the sitemap.
export const dynamic = 'force-static'

export const metadata: Metadata = { title: 'Benchmark floor', robots: { index: false, follow: false } }

export default function BenchFloorPage() {
  return (
    <main>
      <h1>Benchmark floor</h1>
      <p>A cached page with nothing in it but this text: what any page costs the server at least.</p>
    </main>
  )
}
