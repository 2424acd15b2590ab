import { useState, type FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { TitledSection } from '../../ui/titled-section.tsx';
import { BlockRenderer } from './blocks/block-renderer.tsx';
import type { StyleguideData } from './utility-pages.server.ts';
import { safeInternalPath } from './utility-paths.ts';
import styles from './utility-pages.module.css';

/** `/experiments/` (R5): where running experiments are listed; none run today. */
export function ExperimentsPage() {
  const intl = useIntl();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'content.utility.experiments.title' })}</h1>
      <p>{intl.formatMessage({ id: 'content.utility.experiments.none' })}</p>
    </div>
  );
}

/** `/empty-page/` (R5): the shop's layout around an empty main area. */
export function EmptyPage() {
  const intl = useIntl();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="visually-hidden">{intl.formatMessage({ id: 'content.utility.emptyPage.title' })}</h1>
    </div>
  );
}

/**
 * `/empty-layout/` (L7): no header or footer, only an address box and a go-to link. Without
 * JavaScript the form asks the server, which opens the address when it is one of the shop's.
 */
export function EmptyLayoutPage({ invalid, value }: { invalid: boolean; value: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(value);
  const [error, setError] = useState(invalid);
  const target = safeInternalPath(typed);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (target) void navigate(target);
    else setError(true);
  };

  return (
    <main id="main" className={styles.bare}>
      <Form method="get" className={styles.goForm} onSubmit={submit} noValidate>
        <h1>{intl.formatMessage({ id: 'content.utility.emptyLayout.title' })}</h1>
        <label htmlFor="empty-layout-url">{intl.formatMessage({ id: 'content.utility.emptyLayout.label' })}</label>
        <input
          id="empty-layout-url"
          name="url"
          className={styles.input}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(false);
          }}
          inputMode="url"
          autoComplete="off"
          maxLength={2048}
          aria-describedby="empty-layout-hint"
          aria-invalid={error || undefined}
        />
        <p id="empty-layout-hint" className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {intl.formatMessage({ id: error ? 'content.utility.emptyLayout.invalid' : 'content.utility.emptyLayout.hint' })}
        </p>
        <button type="submit" className="button">
          {intl.formatMessage({ id: 'content.utility.emptyLayout.go' })}
        </button>
      </Form>
    </main>
  );
}

const styleguideSection = { section: styles.section, title: styles.sectionTitle };

/** `/styleguide/` (R5): typography, buttons and one example of every content block type. */
export function StyleguidePage({ data }: { data: StyleguideData }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <div className="container">
        <h1 className={styles.title}>{intl.formatMessage({ id: 'content.utility.styleguide.title' })}</h1>
        <p>{intl.formatMessage({ id: 'content.utility.styleguide.intro' })}</p>
        <TitledSection classes={styleguideSection} id="sg-type" title={intl.formatMessage({ id: 'content.utility.styleguide.typography' })}>
          <p className="eyebrow">Eyebrow</p>
          <h3>Heading 3</h3>
          <h4>Heading 4</h4>
          <p>{intl.formatMessage({ id: 'content.utility.styleguide.sample' })}</p>
          <p>
            <Link to="/">{intl.formatMessage({ id: 'content.utility.styleguide.sampleLink' })}</Link>
          </p>
        </TitledSection>
        <TitledSection classes={styleguideSection} id="sg-buttons" title={intl.formatMessage({ id: 'content.utility.styleguide.buttons' })}>
          <div className={styles.row}>
            <button type="button" className="button">
              {intl.formatMessage({ id: 'content.utility.styleguide.primary' })}
            </button>
            <button type="button" className="button button--outline">
              {intl.formatMessage({ id: 'content.utility.styleguide.outline' })}
            </button>
          </div>
        </TitledSection>
        <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'content.utility.styleguide.blocks' })}</h2>
      </div>
      {data.examples.map(({ type, block }) => (
        <section key={type} className={styles.example} data-block-example={type} aria-label={type}>
          <p className={`container ${styles.exampleName}`}>{type}</p>
          {block ? (
            <BlockRenderer blocks={[block]} />
          ) : (
            <p className="container">{intl.formatMessage({ id: 'content.utility.styleguide.noExample' })}</p>
          )}
        </section>
      ))}
    </div>
  );
}

/** `/poccheckout/` and `/poccheckout/{id}/` (R5): the checkout proof of concept, in the checkout layout. */
export function PocCheckoutPage({ id }: { id: string | null }) {
  const intl = useIntl();
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'content.utility.poc.title' })}</h1>
      <p>{intl.formatMessage({ id: 'content.utility.poc.text' })}</p>
      {id ? <p>{intl.formatMessage({ id: 'content.utility.poc.order' }, { id })}</p> : null}
      <p>
        <Link to="/cart/" className="button button--outline">
          {intl.formatMessage({ id: 'content.utility.poc.back' })}
        </Link>
      </p>
    </div>
  );
}
