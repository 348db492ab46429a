// The result types a visitor can filter by, in the order the results page lists them.
export const SEARCH_KINDS = ['news', 'events', 'pages', 'study', 'people', 'partners', 'clubs', 'galleries', 'documents'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const isSearchKind = (value: unknown): value is SearchKind => typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value)
