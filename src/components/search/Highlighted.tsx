import type { Segment } from '@/search/shared/highlight'

/** Text with the words that matched the search in <mark>. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) =>
    segment.mark ? (
      <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  )
}
