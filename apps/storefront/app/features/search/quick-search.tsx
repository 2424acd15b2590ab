/*
 * The quick search behind the header field (000 §4; S3–S16): its clock, data, recent searches and
 * the overlay. Loaded when the field first gets focus, so pages carry only the field until then.
 */
import { useCallback, useEffect, useImperativeHandle, useState, type Ref, type RefObject } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useEscape } from '../../ui/hooks.ts';
import { SearchOverlay } from './search-overlay.tsx';
import { useQuickSearch } from './use-quick-search.ts';

/** What the header field tells the quick search. */
export interface QuickSearchController {
  input(value: string): void;
  submitted(term: string): void;
  close(): void;
}

export interface QuickSearchProps {
  query: string;
  /** Typed before this module arrived: taken up at once. */
  pendingInput: string | null;
  controller: Ref<QuickSearchController>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Where the overlay's element goes; the field points at it with aria-controls. */
  overlayId: string;
  onOpenChange(open: boolean): void;
}

export default function QuickSearch({ query, pendingInput, controller, inputRef, overlayId, onOpenChange }: QuickSearchProps) {
  const intl = useIntl();
  const quick = useQuickSearch(query);
  const { open, status, view, input, submitted, close } = quick;
  const [top, setTop] = useState(0);

  useImperativeHandle(controller, () => ({ input, submitted, close }), [input, submitted, close]);

  // Keystrokes made while this module loaded still count.
  useEffect(() => {
    if (pendingInput !== null) input(pendingInput);
    // Only once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => onOpenChange(open), [open, onOpenChange]);

  const closeAndFocus = useCallback(() => {
    close();
    inputRef.current?.focus();
  }, [close, inputRef]);
  useEscape(open, closeAndFocus);

  // The overlay starts under the header, wherever the header is (static, fixed, compact).
  useEffect(() => {
    if (!open) return;
    const measure = () => setTop(Math.max(0, inputRef.current?.closest('header')?.getBoundingClientRect().bottom ?? 0));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open, inputRef]);

  return (
    <>
      <span className="visually-hidden" role="status">
        {open && status === 'ready' && view ? intl.formatMessage({ id: 'search.overlay.status' }, { count: view.totalCount }) : ''}
      </span>
      {open ? <SearchOverlay id={overlayId} search={quick} inputRef={inputRef} top={top} /> : null}
    </>
  );
}
