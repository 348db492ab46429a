import { describe, expect, it } from 'vitest'

import { graphqlWhereProblem } from './graphqlWhere'

describe('graphqlWhereProblem', () => {
  it('lets conditions with values, and queries without where, through', () => {
    expect(graphqlWhereProblem('{ Newss(where: { title: { like: "open" } }) { docs { id } } }', undefined)).toBeNull()
    expect(graphqlWhereProblem('{ Newss(where: null) { docs { id } } }', undefined)).toBeNull()
    expect(graphqlWhereProblem('{ Newss(limit: 2) { docs { id } } }', undefined)).toBeNull()
    expect(graphqlWhereProblem('query ($w: News_where) { Newss(where: $w) { docs { id } } }', { w: { title: { equals: 'x' } } })).toBeNull()
    // Not GraphQL at all: Payload answers with the parser's message.
    expect(graphqlWhereProblem('{', undefined)).toBeNull()
  })

  it('names a null condition, written in the query or passed as a variable', () => {
    expect(graphqlWhereProblem('{ Newss(where: { title: { like: null } }) { docs { id } } }', undefined)).toMatch(
      /^The condition "title.like" in "where" is null/,
    )
    expect(graphqlWhereProblem('{ Newss(where: { OR: [{ slug: { equals: "a" } }, { date: { in: null } }] }) { docs { id } } }', undefined)).toMatch(
      /"OR.1.date.in"/,
    )
    expect(graphqlWhereProblem('query ($w: News_where) { Newss(where: $w) { docs { id } } }', { w: { title: { not_like: null } } })).toMatch(/"title.not_like"/)
    expect(graphqlWhereProblem('query ($v: String) { Newss(where: { title: { contains: $v } }) { docs { id } } }', { v: null })).toMatch(/"title.contains"/)
    expect(graphqlWhereProblem('query ($v: String = null) { Newss(where: { title: { like: $v } }) { docs { id } } }', {})).toMatch(/"title.like"/)
  })
})
