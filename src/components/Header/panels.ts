/** Marks a header panel (a popover) that closes when the page changes (HeaderPanels.tsx). */
export const PANEL = 'data-header-panel'
