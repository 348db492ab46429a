/** The results page's own search field, which the header's search icon focuses on that page. Not in SearchPopup.tsx: a client module's constants reach server components as references. */
export const SEARCH_PAGE_INPUT_ID = 'search-page-input'
