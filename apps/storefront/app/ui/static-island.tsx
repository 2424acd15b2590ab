import { useId, useRef, useState, type HTMLAttributes, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import { isAppPath, prefetchMode } from './smart-link.tsx';

/**
 * Static islands (decision 069): parts of the shell that are the same for every page of a store (the
 * mega menu's lists, the footer's menus and its bottom band) are rendered by the server and left
 * alone by hydration. React walks, compares and wires none of their elements; the links in them are
 * plain anchors (`PlainLink`) that one handler on the island's element sends through the router, as `<Link>` does.
 */

/** Hydration keeps the server's markup of an element whose client props set this (no child fibers). */
const KEEP_SERVER_MARKUP = { __html: '' };

/** How long a pointer rests on a link before its page is prefetched (as React Router's `<Link prefetch="intent">`). */
const INTENT_DELAY_MS = 100;

const ISLAND_ATTRIBUTE = 'data-island';

/** Whether the server rendered this island into the document being hydrated (its `useId` is in the DOM). */
function renderedByServer(id: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null;
}

/** The same-document app link an event happened in, if the island should route it. */
function appAnchor(event: { target: EventTarget | null; currentTarget: Element }): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!isAppPath(href) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor;
}

/**
 * Clicks on an island's app links navigate inside the app (a plain click only: a new tab, a download
 * or a modified click stays the browser's), and resting on one prefetches its page, as `<Link
 * prefetch="intent">` would for each of them.
 */
function useIslandLinks() {
  const navigate = useNavigate();
  const [prefetch, setPrefetch] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = () => {
    clearTimeout(timer.current);
    setPrefetch(null);
  };
  const intend = (event: SyntheticEvent<HTMLElement>, delay: number) => {
    const anchor = appAnchor(event);
    if (!anchor || prefetchMode() !== 'intent') return;
    const href = anchor.getAttribute('href') ?? '';
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPrefetch(href), delay);
  };
  const handlers = {
    onClick(event: MouseEvent<HTMLElement>) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = appAnchor(event);
      if (!anchor) return;
      event.preventDefault();
      const href = anchor.getAttribute('href') ?? '';
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // The page already shown is replaced, not stacked, in the history (as `<Link>` does).
      void navigate(href, { replace: href === here });
    },
    onMouseOver: (event: MouseEvent<HTMLElement>) => intend(event, INTENT_DELAY_MS),
    onFocus: (event: SyntheticEvent<HTMLElement>) => intend(event, INTENT_DELAY_MS),
    onTouchStart: (event: SyntheticEvent<HTMLElement>) => intend(event, 0),
    onMouseOut(event: MouseEvent<HTMLElement>) {
      const from = (event.target as Element | null)?.closest?.('a[href]');
      if (from && from.contains(event.relatedTarget as Node | null)) return;
      cancel();
    },
    onBlur: cancel,
  };
  return { handlers, prefetch };
}

type IslandTag = 'div' | 'ul' | 'section' | 'a';

/**
 * A version for an island drawn from plain data (a menu's links, the footer's marks): the data's
 * JSON, so an island is drawn anew when what it shows changes (an editor changed a menu and the
 * shell's data was loaded again after a form), not each time the same data arrives as a new object.
 */
export function contentVersion(...parts: unknown[]): string {
  return JSON.stringify(parts);
}

export interface StaticIslandProps extends HTMLAttributes<HTMLElement> {
  as?: IslandTag;
  /** The island's own address when it is a link (`as="a"`): a click on it is routed like one inside it. */
  href?: string;
  /**
   * The data the content is drawn from, when it can change while the island is shown (a tile's
   * product after its listing is loaded again): a value other than the one it was hydrated with
   * (compared by identity) draws the content anew.
   */
  version?: unknown;
  children: ReactNode;
}

/**
 * An element whose content the server renders and hydration keeps as it is. Content a fresh client
 * render mounts (after a navigation that brings the island back) is rendered as usual. What goes
 * inside is plain elements and `PlainLink`s, no state, no handlers of its own, nothing that depends
 * on the route or the shopper; it is drawn again only when `version` changes.
 */
export const StaticIsland = typeof document === 'undefined' ? ServerIsland : BrowserIsland;

/**
 * The server's island: the element with its id and its content, nothing else. Its handlers, its
 * state and its router hooks only act in a browser, and a listing writes about 75 islands. The id is
 * the island's own `useId`, the same in the browser's hydration.
 */
function ServerIsland({ as: Tag = 'div', children, version: _version, onClick: _onClick, ...props }: StaticIslandProps) {
  const id = useId();
  return (
    <Tag {...props} {...{ [ISLAND_ATTRIBUTE]: id }}>
      {children}
    </Tag>
  );
}

function BrowserIsland({ as: Tag = 'div', children, version, onClick, ...props }: StaticIslandProps) {
  const id = useId();
  const [hydrated] = useState(() => ({ kept: renderedByServer(id), version }));
  const kept = hydrated.kept && Object.is(hydrated.version, version);
  const { handlers, prefetch } = useIslandLinks();
  const island = {
    ...props,
    ...handlers,
    // The caller's own handler (a tile's click for analytics) first, then the routing.
    onClick(event: MouseEvent<HTMLElement>) {
      onClick?.(event);
      handlers.onClick(event);
    },
    [ISLAND_ATTRIBUTE]: id,
  };
  // Content drawn anew replaces the kept element as a whole (its key), never beside the server's markup.
  return (
    <>
      {kept ? (
        <Tag key="kept" {...island} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />
      ) : (
        <Tag key="live" {...island}>
          {children}
        </Tag>
      )}
      {prefetch ? <PrefetchPageLinks page={prefetch} /> : null}
    </>
  );
}
