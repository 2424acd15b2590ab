import { useEffect, useRef, useState } from 'react';
import { HTML_BLOCK_HEIGHT_MESSAGE, HTML_BLOCK_RESIZE_SCRIPT } from '@shop/rules';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import type { HtmlView } from '../models/types.ts';
import styles from './html-block.module.css';

/** The frame's one script; the page's CSP allows it by its hash, the editor's markup has none left. */
const RESIZE_SCRIPT = `<script>${HTML_BLOCK_RESIZE_SCRIPT}</script>`;

/**
 * The frame's own document does not inherit the page's stylesheet: its text, links and tables get
 * the shop's look here (the page's colours, a table as the shop's facts lists: ruled rows, the label
 * in bold, room between label and value). Long addresses and e-mail addresses wrap within a phone's width.
 */
const BASE_STYLE =
  '<style>html,body{margin:0;font-family:Inter,"Helvetica Neue",Arial,sans-serif;font-size:15px;line-height:1.6;color:#16181d;overflow-wrap:anywhere}' +
  'img{max-width:100%;height:auto}a{color:#0f1115;text-decoration:underline;text-underline-offset:.2em}' +
  'table{width:100%;border-collapse:collapse;font:inherit}th,td{padding:12px 0;border-bottom:1px solid #e3ded6;text-align:left;vertical-align:top}' +
  'th{width:1%;padding-right:24px;font-weight:600;white-space:nowrap}</style>';

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
    // A frame that loaded before this listener told nobody its height: ask it again.
    frame.current?.contentWindow?.postMessage({ type: HTML_BLOCK_HEIGHT_MESSAGE }, '*');
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
