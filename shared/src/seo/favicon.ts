/**
 * The tab's icon: the brand mark's disc (as the shared Logo draws it), inline so no page asks for a
 * `/favicon.ico` the app does not serve. The shell's index.html writes it through the HTML
 * plugin's template parameters; the pages the API writes itself (checkout, outbox, a refused
 * override link) put it in their head.
 */
export const FAVICON_LINK = `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='15' fill='%23c2185b'/%3E%3C/svg%3E">`;
