import { useId } from 'react';
import { Form, Link } from 'react-router';
import { search } from '@shop/rules';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { ProductListing } from '../catalog/listing/product-listing.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { MAX_QUERY_LENGTH } from './quick-search-model.ts';
import type { SearchPageData } from './search-page.server.ts';
import styles from './search-page.module.css';

/** Analytics list name of the results page (productClick, AN6). */
export const SEARCH_RESULTS_LIST = 'Search results';

/** A plain GET search form: the prompt and the no-results state offer another try without scripts. */
function SearchAgainForm({ query }: { query: string | null }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Form method="get" action={search.path} role="search" className={styles.form}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage({ id: 'search.page.fieldLabel' })}
      </label>
      <div className={styles.field}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name="q"
          defaultValue={query ?? ''}
          required
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon size={18} />
          {intl.formatMessage({ id: 'search.page.submit' })}
        </button>
      </div>
    </Form>
  );
}

/** The results page `/zoeken/` (R7, S17, S18): prompt, no-results state with suggestions, or the listing. */
export function SearchPageView({ data }: { data: SearchPageData }) {
  const intl = useIntl();
  const { query, listing } = data;
  const nothingFound = listing !== null && listing.totalCount === 0 && Object.keys(listing.state.filters).length === 0;

  if (query === null || listing === null) {
    return (
      <div className={styles.page}>
        <Breadcrumb items={data.breadcrumbs} />
        <section className={styles.prompt} aria-labelledby="search-prompt-title">
          <h1 id="search-prompt-title" className={styles.title}>
            {intl.formatMessage({ id: 'search.page.promptTitle' })}
          </h1>
          <p className={styles.lead}>{intl.formatMessage({ id: 'search.page.promptText' })}</p>
          {data.problem ? (
            <p className={styles.problem} role="alert">
              {data.problem}
            </p>
          ) : null}
          <SearchAgainForm query={null} />
        </section>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Breadcrumb items={data.breadcrumbs} />
      {nothingFound ? (
        <section className={styles.prompt} aria-labelledby="search-empty-title">
          <h1 id="search-empty-title" className={styles.title}>
            {intl.formatMessage({ id: 'search.page.noResultsTitle' }, { query })}
          </h1>
          <p className={styles.lead}>{intl.formatMessage({ id: 'search.page.noResultsText' })}</p>
          {data.suggestions.length > 0 ? (
            <div className={styles.suggestions}>
              <h2 className={styles.suggestionsTitle}>{intl.formatMessage({ id: 'search.page.didYouMean' })}</h2>
              <ul className={styles.suggestionList}>
                {data.suggestions.map((suggestion) => (
                  <li key={suggestion.href}>
                    <Link to={suggestion.href} className={styles.suggestion}>
                      {suggestion.label}
                      {suggestion.count !== null ? (
                        <span className={styles.suggestionCount}>
                          {intl.formatMessage({ id: 'search.page.suggestionCount' }, { count: suggestion.count })}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <SearchAgainForm query={query} />
        </section>
      ) : (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>{intl.formatMessage({ id: 'search.page.resultsTitle' }, { query })}</h1>
          </header>
          <ProductListing listing={listing} listName={SEARCH_RESULTS_LIST} />
        </>
      )}
    </div>
  );
}
