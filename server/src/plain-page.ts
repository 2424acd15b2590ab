/**
 * Pages the server writes as plain HTML, outside the storefront: the generic error page and the
 * sandbox provider's payment page. One head for both (the language, a phone's viewport, kept out of
 * search engines) and one way to escape what they show.
 */

/** `text` safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The document up to `<body>`: `title` is escaped, `style` (if any) goes in as it is. */
export function plainPageHead(language: string, title: string, style?: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${style === undefined ? '' : `<style>${style}</style>\n`}</head>
<body>`;
}
