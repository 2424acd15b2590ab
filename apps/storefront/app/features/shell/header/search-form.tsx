import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Form, useLocation } from 'react-router';
import { breakpointsEm, search } from '@shop/rules';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { useQuickSearch } from '../../search/use-quick-search.ts';
import { useEscape, useHydrated, useMediaQuery } from '../hooks.ts';
import { SearchIcon } from '../icons.tsx';
import styles from './search-form.module.css';

const loadOverlay = () => import('../../search/search-overlay.tsx');
/** The overlay's body loads the first time a shopper starts typing, not with every page. */
const SearchOverlay = lazy(loadOverlay);

const WIDESCREEN_QUERY = `(min-width: ${breakpointsEm.widescreen}em)`;

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
  const quick = useQuickSearch(queryOf(location));
  const { query, open, status, view, reset, close } = quick;
  const widescreen = useMediaQuery(WIDESCREEN_QUERY);
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const [top, setTop] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // A navigation (a result, a recent search, the results page) closes the overlay.
  useEffect(() => {
    reset(queryOf(location));
  }, [location, reset]);

  const closeAndFocus = useCallback(() => {
    close();
    input.current?.focus();
  }, [close]);
  useEscape(open, closeAndFocus);

  // The overlay starts under the header, wherever the header is (static, fixed, compact).
  useEffect(() => {
    if (!open) return;
    const measure = () => setTop(Math.max(0, root.current?.closest('header')?.getBoundingClientRect().bottom ?? 0));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get('q');
    if (typeof value !== 'string' || value.trim() === '') {
      event.preventDefault();
      return;
    }
    quick.submitted(value);
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
          onChange={(event) => quick.change(event.target.value)}
          onFocus={() => void loadOverlay()}
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
      <span className="visually-hidden" role="status">
        {open && status === 'ready' && view ? intl.formatMessage({ id: 'search.overlay.status' }, { count: view.totalCount }) : ''}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay id={overlayId} search={quick} inputRef={input} top={top} />
        </Suspense>
      ) : null}
    </div>
  );
}
