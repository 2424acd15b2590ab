import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { ClockIcon, MailIcon, PhoneIcon } from '../../ui/icons.tsx';
import { SlideIn } from '../../ui/slide-in.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import type { OpeningHoursLine } from '../shell/shell-view.ts';
import styles from './service-panel.module.css';

export interface ServicePanelProps {
  phone: string | null;
  email: string | null;
  openingHours: OpeningHoursLine[];
  /** The page the clicked link named, for everything the panel does not answer. */
  servicePage: string | null;
  onClose: () => void;
}

/** One way to reach the shop: a large link with what it is and where it goes. */
function Way({ href, icon, label, value }: { href: string; icon: ReactNode; label: string; value: string }) {
  return (
    <li>
      <a className={styles.way} href={href}>
        {icon}
        <span>
          <span className={styles.label}>{label}</span>
          <span className={styles.value}>{value}</span>
        </span>
      </a>
    </li>
  );
}

/** The customer-service panel a `#chat` link opens (R21): how to reach the shop, and when. */
export default function ServicePanel({ phone, email, openingHours, servicePage, onClose }: ServicePanelProps) {
  const intl = useIntl();
  return (
    <SlideIn open onClose={onClose} id="service-panel" title={intl.formatMessage({ id: 'service.title' })}>
      <div className={styles.body}>
        <p>{intl.formatMessage({ id: 'service.intro' })}</p>
        <ul className={styles.ways}>
          {phone ? (
            <Way
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              icon={<PhoneIcon size={20} />}
              label={intl.formatMessage({ id: 'service.phone' })}
              value={phone}
            />
          ) : null}
          {email ? (
            <Way href={`mailto:${email}`} icon={<MailIcon size={20} />} label={intl.formatMessage({ id: 'service.email' })} value={email} />
          ) : null}
        </ul>
        {openingHours.length > 0 ? (
          <section aria-labelledby="service-panel-hours">
            <h3 id="service-panel-hours" className={styles.hoursTitle}>
              <ClockIcon size={18} />
              {intl.formatMessage({ id: 'shell.footer.hours' })}
            </h3>
            <dl className={styles.hours}>
              {openingHours.map((line) => (
                <div key={line.days} className={styles.hoursRow}>
                  <dt>{line.days}</dt>
                  <dd>{line.time}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {servicePage ? (
          <p>
            <SmartLink href={servicePage} className={styles.more} onClick={onClose}>
              {intl.formatMessage({ id: 'service.more' })}
            </SmartLink>
          </p>
        ) : null}
      </div>
    </SlideIn>
  );
}
