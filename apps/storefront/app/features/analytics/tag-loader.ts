import { timings } from '@shop/rules';
import { thirdPartyEnabled } from '../../lib/third-party.ts';
import { hasConsent, type ConsentState } from '../consent/consent.ts';

/** A Google Tag Manager container id, as configured at build time (`VITE_TAG_MANAGER_ID`). */
const TAG_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Whether the tag manager may load (P4): a valid container id is configured, the shopper accepted
 * analytics or marketing, and the page was not opened with `?thirdparty=disabled` (000 §4).
 */
export function mayLoadTags(input: { tagId: string | undefined; consent: ConsentState | null; search: string }): boolean {
  if (!input.tagId || !TAG_ID.test(input.tagId)) return false;
  if (!thirdPartyEnabled(input.search)) return false;
  if (!input.consent) return false;
  return hasConsent(input.consent, 'analytics') || hasConsent(input.consent, 'marketing');
}

export function tagManagerUrl(tagId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagId)}`;
}

interface LoaderWindow {
  document: Document;
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
  setTimeout: Window['setTimeout'];
  clearTimeout: Window['clearTimeout'];
  requestIdleCallback?: Window['requestIdleCallback'];
}

const INTERACTIONS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Runs `start` once, never before the page's `load` event: after the first interaction (mouse,
 * key, scroll, touch) or the third-party delay, then when the browser is idle (000 §4). Returns a
 * cancel function.
 */
export function whenIdleAfterLoad(win: LoaderWindow, start: () => void, delayMs: number = timings.thirdPartyDelayMs): () => void {
  let done = false;
  let timer: number | undefined;
  const cleanups: (() => void)[] = [];
  const cleanup = () => cleanups.splice(0).forEach((undo) => undo());
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    if (win.requestIdleCallback) win.requestIdleCallback(() => start(), { timeout: 2000 });
    else win.setTimeout(start, 0);
  };
  const afterLoad = () => {
    if (done) return;
    timer = win.setTimeout(run, delayMs);
    cleanups.push(() => win.clearTimeout(timer));
    for (const type of INTERACTIONS) {
      win.addEventListener(type, run, { once: true, passive: true });
      cleanups.push(() => win.removeEventListener(type, run));
    }
  };
  if (win.document.readyState === 'complete') afterLoad();
  else {
    win.addEventListener('load', afterLoad, { once: true });
    cleanups.push(() => win.removeEventListener('load', afterLoad));
  }
  return () => {
    done = true;
    cleanup();
  };
}

/** Adds the tag manager's script (async, with the page's CSP nonce when there is one), once per page. */
export function injectTagManager(doc: Document, tagId: string, nonce: string | undefined): void {
  if (doc.querySelector('script[data-third-party="tag-manager"]')) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = tagManagerUrl(tagId);
  script.dataset.thirdParty = 'tag-manager';
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
}
