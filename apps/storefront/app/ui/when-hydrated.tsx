import type { ReactNode } from 'react';
import { useHydrated } from './hooks.ts';

/**
 * Its children once the page has hydrated, nothing before (on the server and while hydrating). A
 * part of its own, so that the moment it changes renders only the children, not the part around
 * them (decision 067).
 */
export function WhenHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
