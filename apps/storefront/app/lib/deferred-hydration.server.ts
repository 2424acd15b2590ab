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
 * (the first screen's largest, decision 014) have loaded or failed, the browser has painted the
 * page's first content (where it reports paints; a busy phone may paint late, and scripts fetched
 * before that paint would be counted in it) and a frame has been drawn;
 * then the preload links go back into the head, one at a time in tasks of their own
 * (`PRELOADS_PER_TASK`), so the chunks still come in parallel, and the module script runs. It waits at most `HYDRATION_WAIT_MS`, and not at all in a hidden tab.
 */

/** The longest the scripts wait for the first screen's pictures, in milliseconds. */
export const HYDRATION_WAIT_MS = 3000;

/**
 * How many preload links the starter puts back into the head in one task. Each starts its fetch on
 * the spot, and Lighthouse saw one link take up to 5–15 ms of the main thread (React's chunk the
 * most), 20–110 ms at its 4× slowdown for six: every group of six was a long task. One link per task
 * keeps each task short; the next task is queued at once through a `MessageChannel` (as React's
 * scheduler yields), not `setTimeout`, which browsers hold back 4 ms after a few nested calls. The
 * chunks still come in parallel, a fraction of a millisecond apart, and the module script runs after
 * the last link.
 */
export const PRELOADS_PER_TASK = 1;

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
  return `(function(d,w,h){var go=false;function start(){if(go)return;go=true;var s=d.getElementById('shop-held-module'),i=0,c=w.MessageChannel?new w.MessageChannel():null;if(c)c.port1.onmessage=links;function links(){for(var n=0;n<${PRELOADS_PER_TASK}&&i<h.length;n++,i++){var l=d.createElement('link');l.rel='modulepreload';l.href=h[i];if(s.nonce)l.nonce=s.nonce;d.head.appendChild(l)}if(i<h.length)return c?c.port2.postMessage(0):setTimeout(links,0);if(c)c.port1.close();var m=d.createElement('script');m.type='module';if(s.nonce)m.nonce=s.nonce;m.textContent=s.textContent;d.head.appendChild(m)}links()}function frame(){w.requestAnimationFrame(function(){setTimeout(start,0)})}function painted(){var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;if(!t||t.indexOf('paint')<0)return frame();var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();frame()}});o.observe({type:'paint',buffered:true})}function ready(){if(d.visibilityState==='hidden')return start();setTimeout(start,${wait});var imgs=[].slice.call(d.querySelectorAll('img[fetchpriority=high]')).filter(function(i){return!i.complete});var left=imgs.length;if(!left)return painted();imgs.forEach(function(i){function done(){i.removeEventListener('load',done);i.removeEventListener('error',done);if(--left===0)painted()}i.addEventListener('load',done);i.addEventListener('error',done)})}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready()})(document,window,${JSON.stringify(hrefs).replaceAll('<', '\\u003c')});`;
}

/** The document without its module preload links, and their addresses in order. */
function withoutPreloads(html: string): { html: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = html.replace(PRELOAD_LINK, (_link, href: string) => {
    hrefs.push(href.replaceAll('&amp;', '&'));
    return '';
  });
  return { html: rest, hrefs };
}

/** React Router's module script made inert (`body`: what followed its open tag, `</script>` included), then the starter. */
function heldScript(nonce: string, body: string, hrefs: readonly string[], wait: number): string {
  return (
    `<script${nonce} type="${HELD_MODULE_TYPE}" id="shop-held-module">` +
    body +
    `<script${nonce} type="module">${starter(hrefs, wait)}</script>`
  );
}

/**
 * The document with its hydration scripts held until the first screen is drawn; a document without
 * React Router's module script (a page rendered without scripts) is returned as it is.
 */
export function holdHydrationScripts(html: string, wait = HYDRATION_WAIT_MS): string {
  if (!MODULE_SCRIPT.test(html)) return html;
  const { html: rest, hrefs } = withoutPreloads(html);
  const script = MODULE_SCRIPT.exec(rest);
  if (!script) return html;
  const close = rest.indexOf('</script>', script.index) + '</script>'.length;
  return (
    rest.slice(0, script.index) +
    heldScript(script[1] ?? '', rest.slice(script.index + script[0].length, close), hrefs, wait) +
    rest.slice(close)
  );
}

const HEAD_END = Buffer.from('</head>');
const PRELOAD_START = Buffer.from('<link rel="modulepreload"');
const MODULE_MARK = Buffer.from(' type="module" async="">');
const SCRIPT_END = Buffer.from('</script>');

/**
 * `holdHydrationScripts` on the rendered bytes, as the server sends them: only the head (where React
 * puts the preload links) and React Router's module script are decoded and rewritten, the rest of
 * the page (most of it) is copied as it is. A document of another shape (a preload link after the
 * head, no head) is rewritten whole, so the answer is always the one `holdHydrationScripts` gives.
 */
export function holdHydrationScriptsIn(doc: Buffer<ArrayBuffer>, wait = HYDRATION_WAIT_MS): Buffer<ArrayBuffer> {
  const whole = () => Buffer.from(holdHydrationScripts(doc.toString('utf8'), wait));
  const headEnd = doc.indexOf(HEAD_END);
  if (headEnd < 0 || doc.subarray(0, headEnd).includes(MODULE_MARK) || doc.includes(PRELOAD_START, headEnd)) return whole();
  const mark = doc.indexOf(MODULE_MARK, headEnd);
  if (mark < 0) return doc;
  const open = doc.lastIndexOf('<script', mark);
  const tag = MODULE_SCRIPT.exec(doc.subarray(open, mark + MODULE_MARK.length).toString('utf8'));
  const close = doc.indexOf(SCRIPT_END, mark);
  if (open < headEnd || tag?.index !== 0 || close < 0) return whole();
  const end = close + SCRIPT_END.length;
  const { html: head, hrefs } = withoutPreloads(doc.subarray(0, headEnd).toString('utf8'));
  const body = doc.subarray(mark + MODULE_MARK.length, end).toString('utf8');
  return Buffer.concat([
    Buffer.from(head),
    doc.subarray(headEnd, open),
    Buffer.from(heldScript(tag[1] ?? '', body, hrefs, wait)),
    doc.subarray(end),
  ]);
}
