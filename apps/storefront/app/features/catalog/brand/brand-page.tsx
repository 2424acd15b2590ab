import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import { BlockRenderer } from '../../content/blocks/block-renderer.tsx';
import { Breadcrumb } from '../../../ui/breadcrumb.tsx';
import { ProductListing } from '../listing/product-listing.tsx';
import type { BrandOverviewData, BrandPageData } from './brand-page.server.ts';
import styles from './brand-page.module.css';

/** A brand screen (R8, R9): the brand's content blocks, then the brand's listing. */
export function BrandPageView({ data }: { data: BrandPageData }) {
  const intl = useIntl();
  const blocks = data.content?.blocks ?? [];
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Breadcrumb items={data.breadcrumbs} />
        {/* The brand's own hero usually carries the name already; the heading then serves assistive technology. */}
        <h1 className={blocks.length > 0 ? 'visually-hidden' : styles.title}>{data.content?.title ?? data.name}</h1>
      </div>
      {blocks.length > 0 ? (
        <div className={styles.blocks}>
          <BlockRenderer blocks={blocks} />
        </div>
      ) : null}
      <section className={styles.listing} aria-labelledby="brand-listing-title">
        <h2 id="brand-listing-title" className={styles.listingTitle}>
          {intl.formatMessage({ id: 'catalog.brands.products' }, { brand: data.name })}
        </h2>
        <ProductListing listing={data.listing} listName={data.name} />
      </section>
    </div>
  );
}

/** The brand overview at `/merken/`: an A–Z index and every brand with its number of products. */
export function BrandOverviewView({ data }: { data: BrandOverviewData }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Breadcrumb items={data.breadcrumbs} />
        <h1 className={styles.title}>{intl.formatMessage({ id: 'catalog.brands.title' })}</h1>
        <p className={styles.intro}>{intl.formatMessage({ id: 'catalog.brands.intro' })}</p>
      </div>
      {data.groups.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'catalog.brands.empty' })}</p>
      ) : (
        <div className={styles.overview}>
          <nav className={styles.letters} aria-label={intl.formatMessage({ id: 'catalog.brands.title' })}>
            <ul>
              {data.groups.map((group) => (
                <li key={group.letter}>
                  <a href={`#brands-${group.letter === '#' ? 'other' : group.letter}`}>{group.letter}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.groups}>
            {data.groups.map((group) => (
              <section
                key={group.letter}
                id={`brands-${group.letter === '#' ? 'other' : group.letter}`}
                className={styles.group}
                aria-labelledby={`brands-title-${group.letter === '#' ? 'other' : group.letter}`}
              >
                <h2 id={`brands-title-${group.letter === '#' ? 'other' : group.letter}`} className={styles.letter}>
                  {group.letter}
                </h2>
                <ul className={styles.brandList}>
                  {group.brands.map((brand) => (
                    <li key={brand.href}>
                      <Link to={brand.href} className={styles.brandLink}>
                        <span className={styles.brandName}>{brand.name}</span>
                        <span className={styles.brandCount}>
                          {intl.formatMessage({ id: 'catalog.brands.count' }, { count: brand.count })}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
