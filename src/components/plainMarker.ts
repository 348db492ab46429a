/** The attribute on plain HTML (PlainHtml.tsx) whose links PlainLinks.tsx hands to the router. */
export const PLAIN = 'data-plain'
/**
 * The attribute of a site link outside plain HTML, which PlainLinks.tsx hands to the router as it
 * does the links in plain HTML: `<a href={…} {...routed}>` does what a `<Link prefetch={false}>`
 * did, without shipping next/link to every page. Inside plain HTML it is left out.
 */
export const ROUTED = 'data-routed'
export const routed = { [ROUTED]: '' } as const

/** A block of plain HTML's element when PlainHtml is given none (src/components/PlainBlock.tsx). */
export const PLAIN_BLOCK_DEFAULTS = { as: 'div', className: 'contents' } as const
