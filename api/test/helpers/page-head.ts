/**
 * A page the API writes itself names its tab's icon inline in its head: a browser that finds none
 * asks for /favicon.ico, which the app does not serve (a 404 in her console).
 */
export const headHasInlineIcon = (html: string): boolean =>
  /<link rel="icon" href="data:image\/svg\+xml,[^"]+">/.test(html.slice(html.indexOf('<head>'), html.indexOf('</head>')));
