import { useEffect, useRef, useState } from 'react';
import { HTML_BLOCK_HEIGHT_MESSAGE, HTML_BLOCK_RESIZE_SCRIPT } from '@shop/rules';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import type { HtmlView } from '../models/types.ts';
import styles from './html-block.module.css';

/** The frame's one script; the page's CSP allows it by its hash, the editor's markup has none left. */
const RESIZE_SCRIPT = `<script>${HTML_BLOCK_RESIZE_SCRIPT}</script>`;

const BASE_STYLE =
  '<style>html,body{margin:0;font-family:Inter,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;color:#16181d}img{max-width:100%;height:auto}</style>';

/**
 * Third-party markup (B6), cleaned on the server (`sanitizeEmbedHtml`: no scripts, handlers or
 * script links survive), in a sandboxed frame without allow-same-origin, so its scripts run in
 * an opaque origin and cannot reach the shop's cookies, storage or page (B7).
 */
export function HtmlBlock({ data }: { data: HtmlView }) {
  const intl = useIntl();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = event.data as { type?: unknown; height?: unknown };
      if (message?.type === HTML_BLOCK_HEIGHT_MESSAGE && typeof message.height === 'number' && message.height > 0) {
        setHeight(Math.min(Math.ceil(message.height), 5000));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className="container">
      <iframe
        ref={frame}
        className={styles.frame}
        title={intl.formatMessage({ id: 'content.html.title' })}
        sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms"
        srcDoc={`<!doctype html><html><head><meta charset="utf-8">${BASE_STYLE}</head><body>${data.html}${RESIZE_SCRIPT}</body></html>`}
        loading="lazy"
        style={height ? { height } : undefined}
      />
    </div>
  );
}
