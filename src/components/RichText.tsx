import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

type Props = { data: unknown; className?: string }

/** Editor content from Payload's rich-text fields, rendered on the server. */
export function RichText({ data, className = '' }: Props) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <LexicalRichText data={data as SerializedEditorState} className={`prose ${className}`} />
}
