/**
 * Structured data for search engines, in schema.org's vocabulary (which it names for every page).
 * `<` is escaped so content can never close the script.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data })
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json.replace(/</g, '\\u003c') }} />
}
