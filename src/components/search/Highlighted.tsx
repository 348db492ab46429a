import type { Segment } from '@/search/shared/highlight'

/** Text with the words that matched the search in <mark>. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) =>
    segment.mark ? (
      <mark key={i} className="hit">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  )
}
