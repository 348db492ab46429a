// Pieces of the structured data (schema.org, as JSON-LD) that several pages give search engines.
import { env } from '@/env'

/** An address on this site, written whole as structured data wants it. */
export const absoluteUrl = (path: string) => new URL(path, env.SITE_URL).toString()

/** The university, as the publisher, organizer or provider of what a page shows. */
export const universityData = (name: string, url: string) => ({ '@type': 'CollegeOrUniversity', name, url })

/** A cover image: the list of its absolute addresses, or nothing. */
export const coverImages = (cover: { url: string } | null | undefined) => (cover ? [absoluteUrl(cover.url)] : undefined)
