// A relationship field holds an id, or the document itself when it was populated.
export const relationId = (value: number | { id: number } | null | undefined): number | undefined =>
  typeof value === 'object' && value !== null ? value.id : (value ?? undefined)
