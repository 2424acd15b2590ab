import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Form, useLocation } from 'react-router';
import { minWidthQuery, search } from '@shop/rules';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import type { QuickSearchController } from '../../search/quick-search.tsx';
import { useHydrated, useMediaQuery } from '../../../ui/hooks.ts';
import { SearchIcon } from '../../../ui/icons.tsx';
import styles from './search-form.module.css';
import { lazyChunk } from '../lazy-chunk.ts';

const loadQuickSearch = () => import('../../search/quick-search.tsx');
/** The overlay and its data load when the field first gets focus, not with every page. */
const QuickSearch = lazyChunk(loadQuickSearch);

const WIDESCREEN_QUERY = minWidthQuery('widescreen');

/** The search text of the results page, so the field shows what the page lists. */
function queryOf(location: { pathname: string; search: string }): string {
  return location.pathname === search.path ? (new URLSearchParams(location.search).get('q') ?? '') : '';
}

/**
 * The header search field (000 §2, §4; S1–S5): a GET form to /zoeken/?q= that works without
 * JavaScript. With scripts an empty query does nothing; on widescreen the first click on the
 * magnifier opens the field and the second submits; typing opens the search overlay.
 */
export function SearchForm({ className }: { className?: string }) {
  const intl = useIntl();
  const id = useId();
  const overlayId = `${id}-overlay`;
  const location = useLocation();
  const [query, setQuery] = useState(() => queryOf(location));
  const [active, setActive] = useState(false);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const widescreen = useMediaQuery(WIDESCREEN_QUERY);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const quick = useRef<QuickSearchController>(null);
  /** What was typed before the quick search arrived. */
  const [pendingInput, setPendingInput] = useState<string | null>(null);

  // A navigation (a result, a recent search, the results page) closes the overlay. Not on the first
  // render: the field already holds that address's query, and a state set while the page hydrates
  // renders the form again in one task (decision 067).
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    quick.current?.close();
    setQuery(queryOf(location));
  }, [location]);

  const activate = () => {
    void loadQuickSearch();
    setActive(true);
  };

  const onChange = (value: string) => {
    setQuery(value);
    if (quick.current) quick.current.input(value);
    else {
      setPendingInput(value);
      activate();
    }
  };

  // Text typed before scripts ran (they start after the first screen, decision 067) is kept, and
  // searched as if typed now when the field still has focus.
  useEffect(() => {
    const field = input.current;
    if (!field || field.value === query) return;
    if (document.activeElement === field) onChange(field.value);
    else setQuery(field.value);
    // Once, when the form becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get('q');
    if (typeof value !== 'string' || value.trim() === '') {
      event.preventDefault();
      return;
    }
    quick.current?.submitted(value);
  };

  const onMagnifier = (event: MouseEvent<HTMLButtonElement>) => {
    if (!widescreen || expanded || query.trim() !== '') return;
    event.preventDefault();
    setExpanded(true);
    input.current?.focus();
  };

  const onBlur = () => {
    // Collapse again on widescreen once focus has left the form and overlay with nothing typed.
    requestAnimationFrame(() => {
      if (!root.current?.contains(document.activeElement) && input.current?.value.trim() === '') setExpanded(false);
    });
  };

  return (
    <div ref={root} className={[styles.root, className].filter(Boolean).join(' ')} onBlur={onBlur}>
      <Form
        method="get"
        action={search.path}
        role="search"
        className={styles.form}
        data-expanded={expanded || query !== ''}
        onSubmit={onSubmit}
      >
        <label htmlFor={id} className="visually-hidden">
          {intl.formatMessage({ id: 'shell.search.label' })}
        </label>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="search"
          name="q"
          value={query}
          onChange={(event) => onChange(event.target.value)}
          onFocus={activate}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' || !open) return;
            event.preventDefault();
            document.getElementById(overlayId)?.querySelector<HTMLElement>('a[href], button')?.focus();
          }}
          aria-controls={open ? overlayId : undefined}
          // Without scripts the browser refuses an empty field and focuses it, which opens it on
          // widescreen (S1, S2); with scripts the handlers do that silently.
          required={!hydrated}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        />
        <button
          type="submit"
          className={styles.submit}
          aria-label={intl.formatMessage({ id: 'shell.search.submit' })}
          onClick={onMagnifier}
        >
          <SearchIcon size={20} />
        </button>
      </Form>
      {active ? (
        <Suspense fallback={null}>
          <QuickSearch
            query={query}
            pendingInput={pendingInput}
            controller={quick}
            inputRef={input}
            overlayId={overlayId}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
