/** Text made safe to place inside HTML or XML elements (a feed, an Office file) and double-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`)
