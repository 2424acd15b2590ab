/** Message type the framed document of an Html block uses to report its height. */
export const HTML_BLOCK_HEIGHT_MESSAGE = 'html-block-height';

/**
 * The one script inside an Html block's frame: it reports the document height to the page so the
 * frame can grow with its content. A frame written from `srcdoc` runs under the page's
 * Content-Security-Policy, which allows exactly this text by its hash: the storefront writes it,
 * the server's security headers (server/src/security-headers.ts) name its hash. It measures the
 * document's own height: its scroll height is never less than the frame, so the frame could grow
 * but never shrink to its content. The page asks again once it listens (a frame that loaded before
 * the page's script ran had nobody to tell).
 */
export const HTML_BLOCK_RESIZE_SCRIPT = `(function(){function send(){parent.postMessage({type:'${HTML_BLOCK_HEIGHT_MESSAGE}',height:document.documentElement.getBoundingClientRect().height},'*')}addEventListener('load',send);addEventListener('message',function(e){if(e.source===parent)send()});new ResizeObserver(send).observe(document.documentElement);send()})()`;
