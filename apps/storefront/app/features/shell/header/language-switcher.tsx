import { useEffect, useRef } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { StoreFlag } from '../../../ui/flags.tsx';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import type { StoreLinkView } from '../shell-view.ts';
import styles from './language-switcher.module.css';

/**
 * Store and language choice (M4, M5): shown only with more than one store; the current store code
 * opens a list of stores with their flags, linking to /nl/, /en/ (global English and GB) or
 * /{code}/. A <details> element, so it opens without JavaScript too; scripts add closing on
 * Escape and on a click elsewhere.
 */
export function LanguageSwitcher({ stores }: { stores: StoreLinkView[] }) {
  const intl = useIntl();
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        element.open = false;
        element.querySelector('summary')?.focus();
        return;
      }
      if (!element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  if (stores.length < 2) return null;
  // Every store is named in the shopper's language: its country, or "international" for the global store (M4).
  const storeName = (store: StoreLinkView) => store.country ?? intl.formatMessage({ id: 'shell.language.international' });
  const current = stores.find((store) => store.current) ?? stores[0];
  if (!current) return null;
  return (
    <details className={styles.switcher} ref={details}>
      <summary
        className={styles.summary}
        aria-label={`${intl.formatMessage({ id: 'shell.language.label' })}. ${intl.formatMessage({ id: 'shell.language.current' }, { name: storeName(current) })}`}
      >
        <StoreFlag code={current.code} />
        <span className={styles.code}>{current.code.toUpperCase()}</span>
        <ChevronDownIcon size={12} className={styles.chevron} />
      </summary>
      <ul className={styles.list}>
        {stores.map((store) => (
          <li key={store.code}>
            {/* A plain document request: the server switches the store and sets its cookie (M6). */}
            <a href={store.href} className={styles.option} aria-current={store.current ? 'true' : undefined}>
              <StoreFlag code={store.code} />
              <span className={styles.name}>{storeName(store)}</span>
              <span className={styles.optionCode}>{store.code.toUpperCase()}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
