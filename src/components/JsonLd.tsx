import { PlainHtml } from './PlainHtml'

/**
 * Structured data for search engines, in schema.org's vocabulary (which it names for every page).
 * `<` is escaped so content can never close the script. Inside a block of plain HTML already (the
 * page banner's breadcrumbs), as it is.
 */
export function JsonLdScript({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data })
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json.replace(/</g, '\\u003c') }} />
}

/** The same anywhere else: as plain HTML, so the page carries it once and not again in its data (docs/decisions/059-plain-html.md). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <PlainHtml>
      <JsonLdScript data={data} />
    </PlainHtml>
  )
}
