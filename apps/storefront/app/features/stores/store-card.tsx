import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { ClockIcon, PhoneIcon, PinIcon, RouteIcon } from './store-icons.tsx';
import type { HoursLine, StoreView } from './stores-view.ts';
import styles from './stores.module.css';

/** A shop's opening hours as a description list, one day a line (SL3). */
export function OpeningHours({ hours }: { hours: HoursLine[] }) {
  const intl = useIntl();
  return (
    <dl className={styles.hours}>
      {hours.map((line) => (
        <div key={line.day} className={styles.hoursLine}>
          <dt>{line.day}</dt>
          <dd>{line.time ?? intl.formatMessage({ id: 'stores.closed' })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A link to Google Maps in a new tab, named for the shop it leads to. */
function MapLink({
  className,
  href,
  label,
  children,
}: {
  className: string | undefined;
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

/** The directions link and the map pin (SL7): both open Google Maps at the shop's coordinates. */
export function StoreMapLinks({ store }: { store: StoreView }) {
  const intl = useIntl();
  return (
    <p className={styles.mapLinks}>
      <MapLink
        className={styles.directions}
        href={store.directionsHref}
        label={intl.formatMessage({ id: 'stores.directions.label' }, { name: store.name })}
      >
        <RouteIcon />
        {intl.formatMessage({ id: 'stores.directions' })}
      </MapLink>
      <MapLink className={styles.mapLink} href={store.mapHref} label={intl.formatMessage({ id: 'stores.map.label' }, { name: store.name })}>
        <PinIcon />
        {intl.formatMessage({ id: 'stores.map' })}
      </MapLink>
    </p>
  );
}

export function BrandstoreBadge() {
  const intl = useIntl();
  return <span className={styles.badge}>{intl.formatMessage({ id: 'stores.brandstore' })}</span>;
}

/** One shop in the locator: name and badge, address, phone, hours, directions and its own page. */
export function StoreCard({ store, headingLevel = 2 }: { store: StoreView; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={`store-${store.id}`} data-testid="store-card">
      <header className={styles.cardHeader}>
        <Heading id={`store-${store.id}`} className={styles.cardTitle}>
          <SmartLink href={store.href}>{store.name}</SmartLink>
        </Heading>
        {store.brandstore ? <BrandstoreBadge /> : null}
      </header>
      <address className={styles.address}>
        <PinIcon className={styles.lineIcon} />
        <span>
          {store.streetLine}
          <br />
          {store.cityLine}
          <br />
          {store.country}
        </span>
      </address>
      {store.phone ? (
        <p className={styles.phone}>
          <PhoneIcon className={styles.lineIcon} />
          <span className="visually-hidden">{intl.formatMessage({ id: 'stores.phone' })}: </span>
          {store.phoneHref ? <a href={store.phoneHref}>{store.phone}</a> : store.phone}
        </p>
      ) : null}
      <div className={styles.hoursBlock}>
        <p className={styles.hoursTitle}>
          <ClockIcon className={styles.lineIcon} />
          {intl.formatMessage({ id: 'stores.hours' })}
        </p>
        <OpeningHours hours={store.hours} />
      </div>
      <StoreMapLinks store={store} />
      <p className={styles.more}>
        <SmartLink href={store.href}>
          {intl.formatMessage({ id: 'stores.details' })}
          <span className="visually-hidden">: {store.name}</span>
        </SmartLink>
      </p>
    </article>
  );
}
