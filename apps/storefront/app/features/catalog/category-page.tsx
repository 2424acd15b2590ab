import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import type { CategoryPageData } from './category-page.server.ts';
import { ProductListing } from './listing/product-listing.tsx';
import styles from './category-page.module.css';

/** The category listing screen (spec 001 §2; C1–C28). */
export function CategoryPageView({ data }: { data: CategoryPageData }) {
  return (
    <div className={styles.page}>
      <Breadcrumb items={data.breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{data.name}</h1>
        {data.descriptionHtml ? <div className={styles.description} dangerouslySetInnerHTML={{ __html: data.descriptionHtml }} /> : null}
      </header>
      <ProductListing listing={data.listing} listName={data.name} />
    </div>
  );
}
