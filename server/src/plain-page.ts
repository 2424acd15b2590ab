/**
 * Pages the server writes as plain HTML, outside the storefront: the generic error page and the
 * sandbox provider's payment page. One head for both (the language, a phone's viewport, kept out of
 * search engines) and one way to escape what they show.
 */

/** `text` safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * The shop's look without its stylesheet or fonts (the storefront's tokens: ink on white, a navy
 * wordmark and buttons, the sand surface, Inter's and Playfair's usual fallbacks): a page the server
 * writes before or outside the storefront still looks like the shop's, at 375 px as at 1280 px.
 */
export const PLAIN_STYLE = `
  :root { color-scheme: light; font-family: 'Helvetica Neue', Arial, system-ui, sans-serif; color: #16181d; line-height: 1.5; }
  body { margin: 0; background: #f4f1ec; }
  .brand { display: block; background: #fff; border-bottom: 1px solid #e3ded6; padding: 1rem; text-align: center;
    font-family: Georgia, 'Times New Roman', serif; font-size: 1.75rem; letter-spacing: .02em; color: #14213d; text-decoration: none; }
  main { box-sizing: border-box; max-width: 32rem; margin: 2rem auto; background: #fff; border: 1px solid #e3ded6; padding: 1.5rem 2rem; }
  @media (max-width: 39.99em) { main { margin: 1rem; padding: 1.25rem; } }
  h1 { font-family: Georgia, 'Times New Roman', serif; font-weight: 400; font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; color: #0f1115; }
  p { margin: 0 0 1rem; }
  .status { color: #5c5f66; font-size: .875rem; letter-spacing: .08em; margin-bottom: .5rem; }
  .muted { color: #5c5f66; font-size: .875rem; }
  .button { display: inline-block; background: #14213d; color: #fff; padding: .75rem 1.25rem; text-decoration: none; font-weight: 600; }
  .button:hover { background: #0d1729; }
  a:focus-visible, button:focus-visible { outline: 3px solid #1f4fd1; outline-offset: 2px; }
`;

/** The document up to `<body>`: `title` is escaped; the shop's plain look, then `style` (if any) as it is. */
export function plainPageHead(language: string, title: string, style = ''): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PLAIN_STYLE}${style}</style>
</head>
<body>`;
}
