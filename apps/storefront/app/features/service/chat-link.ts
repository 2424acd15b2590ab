import { isChatLink } from '@shop/rules';

/**
 * The link a click asks to follow, when it is one that opens the customer-service panel (R20):
 * a plain click (main button, no key held that opens a new tab or window) on a link whose address
 * ends in `#chat`. Such a link is a link to the service page for everything else (a middle click,
 * a new tab, a page without scripts), so it always has somewhere to go.
 */
export function chatLinkOf(
  event: Pick<MouseEvent, 'target' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== '_self') return null;
  return isChatLink(link.getAttribute('href') ?? '') ? link : null;
}

/** The service page a chat link names (`/klantenservice/#chat` → `/klantenservice/`); null for a bare `#chat`. */
export function servicePageOf(href: string): string | null {
  const page = href.slice(0, href.toLowerCase().lastIndexOf('#chat'));
  return page === '' ? null : page;
}
