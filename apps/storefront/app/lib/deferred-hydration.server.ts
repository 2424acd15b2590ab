/**
 * Decision 067: a page's hydration scripts are fetched after its first screen, not beside it.
 *
 * React Router's `<Scripts>` writes a `modulepreload` link for every chunk of the matched routes
 * (about 20 on a product page, 120 KB) and React places them in the head, where a phone's browser
 * fetches them at high priority together with the stylesheet, the fonts and the largest picture,
 * sharing a slow link with the one picture the shopper waits for. The page works without scripts
 * (every link and form does), so nothing is lost by fetching them a moment later.
 *
 * The rendered document is rewritten once, as a whole (the page is sent complete anyway,
 * entry.server.tsx): the `modulepreload` links leave the head, and React Router's module script
 * (which imports the route modules and starts the client entry) is kept inert. A small script
 * after it starts them when the document is parsed, its pictures marked `fetchpriority="high"`
 * (the first screen's largest, decision 014) have loaded or failed, and a frame has been drawn;
 * then the preload links go back into the head at once, so the chunks still come in parallel, and
 * the module script runs. It waits at most `HYDRATION_WAIT_MS`, and not at all in a hidden tab.
 */

/** The longest the scripts wait for the first screen's pictures, in milliseconds. */
export const HYDRATION_WAIT_MS = 3000;

/** The type the held module script carries until it is started (browsers do not run unknown types). */
export const HELD_MODULE_TYPE = 'shop/held-module';

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
/** React Router's module script: `<script nonce="…" type="module" async="">`. */
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;

/**
 * The starter, an inline module script: it imports nothing, so it runs as soon as the document is
 * parsed. `hrefs` are the chunks to preload, `wait` the longest wait in milliseconds.
 */
function starter(hrefs: readonly string[], wait: number): string {
  return `(function(d,w,h){var go=false;function start(){if(go)return;go=true;var s=d.getElementById('shop-held-module');h.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;if(s.nonce)l.nonce=s.nonce;d.head.appendChild(l)});var m=d.createElement('script');m.type='module';if(s.nonce)m.nonce=s.nonce;m.textContent=s.textContent;d.head.appendChild(m)}function painted(){w.requestAnimationFrame(function(){setTimeout(start,0)})}function ready(){if(d.visibilityState==='hidden')return start();setTimeout(start,${wait});var imgs=[].slice.call(d.querySelectorAll('img[fetchpriority=high]')).filter(function(i){return!i.complete});var left=imgs.length;if(!left)return painted();imgs.forEach(function(i){function done(){i.removeEventListener('load',done);i.removeEventListener('error',done);if(--left===0)painted()}i.addEventListener('load',done);i.addEventListener('error',done)})}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready()})(document,window,${JSON.stringify(hrefs).replaceAll('<', '\\u003c')});`;
}

/**
 * The document with its hydration scripts held until the first screen is drawn; a document without
 * React Router's module script (a page rendered without scripts) is returned as it is.
 */
export function holdHydrationScripts(html: string, wait = HYDRATION_WAIT_MS): string {
  if (!MODULE_SCRIPT.test(html)) return html;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(PRELOAD_LINK, (_link, href: string) => {
    hrefs.push(href.replaceAll('&amp;', '&'));
    return '';
  });
  const script = MODULE_SCRIPT.exec(withoutPreloads);
  if (!script) return html;
  const nonce = script[1] ?? '';
  const close = withoutPreloads.indexOf('</script>', script.index) + '</script>'.length;
  return (
    withoutPreloads.slice(0, script.index) +
    `<script${nonce} type="${HELD_MODULE_TYPE}" id="shop-held-module">` +
    withoutPreloads.slice(script.index + script[0].length, close) +
    `<script${nonce} type="module">${starter(hrefs, wait)}</script>` +
    withoutPreloads.slice(close)
  );
}
