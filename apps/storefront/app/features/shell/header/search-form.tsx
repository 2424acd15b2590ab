import { useId, type FormEvent } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Form } from 'react-router';
import { search } from '@shop/rules';
import { SearchIcon } from '../icons.tsx';
import styles from './search-form.module.css';

/**
 * The header search field: a GET form to /zoeken/?q= that works without JavaScript (S2).
 * With scripts, an empty query does nothing.
 */
export function SearchForm({ className }: { className?: string }) {
  const intl = useIntl();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const query = new FormData(event.currentTarget).get('q');
    if (typeof query !== 'string' || query.trim() === '') event.preventDefault();
  };
  return (
    <Form
      method="get"
      action={search.path}
      role="search"
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'shell.search.label' })}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
      />
      <button type="submit" className={styles.submit} aria-label={intl.formatMessage({ id: 'shell.search.submit' })}>
        <SearchIcon size={20} />
      </button>
    </Form>
  );
}
