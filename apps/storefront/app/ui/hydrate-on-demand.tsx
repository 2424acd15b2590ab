import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { isPageHydrated } from './browser-store.ts';

/**
 * Parts the server drew that hydrate when they are needed, not with the page (decision 067, "The
 * filter panel hydrates when it is needed").
 *
 * React keeps the server's markup of a `<Suspense>` boundary whose content suspends while the page
 * hydrates, and hydrates it when what it waited for is there. Here it waits for a gate: the shopper
 * reaching the part (a pointer over it or down on it, focus or a key in it, a popover of it about to
 * open), the page changing it (the part around it rendering again, a navigation), or the browser
 * having nothing else to do after the page has hydrated. Until then the part is the server's HTML,
 * which works without scripts (links, forms, native popovers), and React leaves its elements alone.
 * A tap on it before then opens the gate first, and React, which hydrates a boundary at once when a
 * discrete event is aimed at it, hydrates it and hands it the tap.
 *
 * Mounted after the page has hydrated (a client navigation), it renders its children at once.
 */

/** The events that show the shopper reaching the part, caught on the document before the part sees them. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'beforetoggle'] as const;

/** How long the browser may stay busy before the part hydrates anyway (as `requestIdleCallback`'s timeout). */
const HYDRATE_ON_DEMAND_TIMEOUT_MS = 5000;

interface Gate {
  status: 'pending' | 'fulfilled';
  value: undefined;
  then(onFulfilled: () => void): void;
  open(): void;
}

const OPEN_GATE: Gate = { status: 'fulfilled', value: undefined, then: (onFulfilled) => onFulfilled(), open: () => {} };

/**
 * A thenable React's `use` reads synchronously once opened (its `status`), so a part whose gate opens
 * in the same task as a tap hydrates for that tap.
 */
function closedGate(): Gate {
  const waiting: (() => void)[] = [];
  const gate: Gate = {
    status: 'pending',
    value: undefined,
    then(onFulfilled) {
      if (gate.status === 'fulfilled') onFulfilled();
      else waiting.push(onFulfilled);
    },
    open() {
      if (gate.status === 'fulfilled') return;
      gate.status = 'fulfilled';
      // React's retry is scheduled outside whatever is running now (a render, an event).
      queueMicrotask(() => {
        for (const resume of waiting.splice(0)) resume();
      });
    },
  };
  return gate;
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate as unknown as Promise<void>);
  return children;
}

export interface HydrateOnDemandProps {
  /** The id of the part's outer element: events inside it open the gate. */
  target: string;
  children: ReactNode;
}

export function HydrateOnDemand({ target, children }: HydrateOnDemandProps) {
  // The server renders the part whole; so does a client render after the page has hydrated.
  const [gate] = useState(() => (typeof document === 'undefined' || isPageHydrated() ? OPEN_GATE : closedGate()));
  const firstChildren = useRef(children);
  // Rendered again with other children, the boundary gets new content: React must hydrate it before
  // it takes that in, or it would draw it anew without the server's markup.
  if (firstChildren.current !== children) gate.open();

  useEffect(() => {
    if (gate.status === 'fulfilled') return;
    const reached = (event: Event) => {
      const from = event.target;
      if (from instanceof Element && from.closest(`#${CSS.escape(target)}`)) stop();
    };
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? {
            cancel: window.cancelIdleCallback.bind(window),
            id: window.requestIdleCallback(() => stop(), { timeout: HYDRATE_ON_DEMAND_TIMEOUT_MS }),
          }
        : { cancel: window.clearTimeout.bind(window), id: window.setTimeout(() => stop(), 0) };
    function stop() {
      gate.open();
      for (const name of REACH_EVENTS) document.removeEventListener(name, reached, true);
      idle.cancel(idle.id);
    }
    for (const name of REACH_EVENTS) document.addEventListener(name, reached, { capture: true, passive: true });
    return stop;
  }, [gate, target]);

  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
