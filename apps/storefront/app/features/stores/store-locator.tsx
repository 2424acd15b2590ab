import { useIntl } from '../../lib/i18n/intl.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { BlockRenderer } from '../content/blocks/block-renderer.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { BrandstoreBadge, OpeningHours, StoreCard, StoreMapLinks } from './store-card.tsx';
import type { StoreLocatorData, StorePageData } from './stores.server.ts';
import styles from './stores.module.css';

/**
 * `/winkels/` and `/brandstores/` (SL1–SL7): the CMS page's heading and blocks, then the shops in
 * position order, or a message when there are none (SL6). Plain links: it all works without scripts.
 */
export function StoreLocatorView({ data }: { data: StoreLocatorData }) {
  const intl = useIntl();
  const fallbackTitle = intl.formatMessage({ id: data.kind === 'brandstores' ? 'stores.brandstores.title' : 'stores.title' });
  const title = data.content?.title ?? fallbackTitle;
  return (
    <article className={styles.page}>
      <div className="container">
        <Breadcrumb items={[{ label: title, href: null }]} />
        <h1 className={styles.title}>{title}</h1>
      </div>
      {data.content ? <BlockRenderer blocks={data.content.blocks} /> : null}
      <section className="container" aria-labelledby="store-list-heading">
        <h2 id="store-list-heading" className={styles.listHeading}>
          {intl.formatMessage({ id: 'stores.count' }, { count: data.total })}
        </h2>
        {data.stores.length === 0 ? (
          <p className={styles.empty} role="status">
            {intl.formatMessage({ id: 'stores.empty' })}
          </p>
        ) : (
          <ul className={styles.list}>
            {data.stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** A shop's own page `/winkels/{url_key}/` (SL7): address, phone, hours, directions, badge. */
export function StorePageView({ data }: { data: StorePageData }) {
  const intl = useIntl();
  const { store } = data;
  return (
    <article className={styles.page}>
      <div className="container">
        <Breadcrumb
          items={[
            { label: intl.formatMessage({ id: 'stores.allStores' }), href: '/winkels/' },
            { label: store.name, href: null },
          ]}
        />
        <header className={styles.storeHeader}>
          <h1 className={styles.title}>{store.name}</h1>
          {store.brandstore ? <BrandstoreBadge /> : null}
        </header>
        {data.meta.description ? <p className={styles.intro}>{data.meta.description}</p> : null}
        <div className={styles.storeGrid}>
          <section aria-labelledby="store-address">
            <h2 id="store-address" className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'stores.address' })}
            </h2>
            <address className={styles.addressPlain}>
              {store.streetLine}
              <br />
              {store.cityLine}
              <br />
              {store.country}
            </address>
            {store.phone ? (
              <p className={styles.phonePlain}>
                {intl.formatMessage({ id: 'stores.phone' })}: {store.phoneHref ? <a href={store.phoneHref}>{store.phone}</a> : store.phone}
              </p>
            ) : null}
            <StoreMapLinks store={store} />
          </section>
          <section aria-labelledby="store-hours">
            <h2 id="store-hours" className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'stores.hours' })}
            </h2>
            <OpeningHours hours={store.hours} />
          </section>
        </div>
        <p className={styles.back}>
          <SmartLink href="/winkels/">{intl.formatMessage({ id: 'stores.allStores' })}</SmartLink>
        </p>
      </div>
    </article>
  );
}
