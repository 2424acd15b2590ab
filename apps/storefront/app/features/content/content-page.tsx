import { useIntl } from '../../lib/i18n/intl.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { BlockRenderer } from './blocks/block-renderer.tsx';
import type { ContentPageData, SideNavView } from './content-view.ts';
import styles from './content-page.module.css';

export type { ContentPageData } from './content-view.ts';

function SideNav({ nav }: { nav: SideNavView }) {
  const intl = useIntl();
  return (
    <nav className={styles.sideNav} aria-label={nav.title ?? intl.formatMessage({ id: 'content.sideNav.label' })}>
      {nav.title ? <p className={`eyebrow ${styles.sideNavTitle}`}>{nav.title}</p> : null}
      <ul className={styles.sideNavList}>
        {nav.items.map((item) => (
          <li key={item.href}>
            <SmartLink href={item.href} className={styles.sideNavLink} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A content page (B2, B3): breadcrumb Home > parent > page, the page_title heading, the side menu
 * from navigation_list and the body blocks.
 */
export function ContentPageView({ data }: { data: ContentPageData }) {
  return (
    <article className={styles.page}>
      <div className="container">
        <Breadcrumb items={data.breadcrumb} />
        {data.title ? (
          <h1 className={styles.title}>{data.title}</h1>
        ) : (
          <h1 className="visually-hidden">{data.meta.title ?? data.breadcrumb.at(-1)?.label}</h1>
        )}
      </div>
      {data.sideNav ? (
        <div className={`container ${styles.withSideNav}`}>
          <SideNav nav={data.sideNav} />
          <div className={styles.body}>
            <BlockRenderer blocks={data.blocks} />
          </div>
        </div>
      ) : (
        <BlockRenderer blocks={data.blocks} />
      )}
    </article>
  );
}

/** The home page: the blocks only, under a heading for assistive technology (one h1 per page). */
export function HomePageView({ data }: { data: ContentPageData }) {
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{data.title ?? data.meta.title ?? data.breadcrumb.at(-1)?.label}</h1>
      <BlockRenderer blocks={data.blocks} />
    </div>
  );
}
