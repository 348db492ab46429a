/** Text made safe to place inside HTML elements and double-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`)
