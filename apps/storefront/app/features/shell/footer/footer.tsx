import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { useMatches } from 'react-router';
import { copyrightLine } from '@shop/rules';
import { scrollToTop } from '../../../ui/hooks.ts';
import { ArrowUpIcon, ClockIcon, PhoneIcon, SocialIcon } from '../../../ui/icons.tsx';
import type { ShellView } from '../shell-view.ts';
import { UspStrip } from '../header/usp-strip.tsx';
import { NewsletterForm } from '../../newsletter/newsletter-form.tsx';
import { FooterMenu } from './footer-menu.tsx';
import { contentVersion, StaticIsland } from '../../../ui/static-island.tsx';
import styles from './footer.module.css';
import { TrustedShopReviews, TrustMarks } from './trust.tsx';

const NETWORK_NAMES: Record<string, string> = { instagram: 'Instagram', facebook: 'Facebook', linkedin: 'LinkedIn' };

function OpeningHours({ shell }: { shell: ShellView }) {
  const intl = useIntl();
  if (shell.openingHours.length === 0 && !shell.phone) return null;
  return (
    <div className={styles.hours}>
      {shell.openingHours.length > 0 ? (
        <>
          <p className={styles.hoursTitle}>
            <ClockIcon size={16} />
            {intl.formatMessage({ id: 'shell.footer.hours' })}
          </p>
          <dl className={styles.hoursList}>
            {shell.openingHours.map((line) => (
              <div key={line.days} className={styles.hoursRow}>
                <dt>{line.days}</dt>
                <dd>{line.time}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {shell.phone ? (
        <a href={`tel:${shell.phone.replace(/[^\d+]/g, '')}`} className={styles.phone}>
          <PhoneIcon size={16} />
          {intl.formatMessage({ id: 'shell.footer.phone' }, { phone: shell.phone })}
        </a>
      ) : null}
    </div>
  );
}

/** A list of the bottom band under its own heading (the social networks, the payment methods). */
function TitledList({ id, title, className, listClassName, children }: TitledListProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.smallTitle}>
        {title}
      </h2>
      <ul className={listClassName}>{children}</ul>
    </section>
  );
}

interface TitledListProps {
  id: string;
  title: string;
  className?: string;
  listClassName?: string;
  children: ReactNode;
}

/**
 * The shop footer (N6–N14): selling points; newsletter offer, the three collapsible menus
 * (discover, brand stores, customer service with the opening hours); social, trust and payment
 * icons, the German store's reviews; the disclaimer with the year, and a way back to the top. The
 * menus' lists and the bottom band are static islands (decision 069): rendered by the server, kept by hydration.
 */
export function Footer({ shell }: { shell: ShellView }) {
  const intl = useIntl();
  const [discover, brandStores, service] = shell.footerMenus;
  // The cart template has no top footer (L2, L3): a route says so with `handle = { template: 'cart' }`.
  const withTop = !useMatches().some((match) => (match.handle as { template?: string } | undefined)?.template === 'cart');
  return (
    <footer className={styles.footer}>
      <UspStrip
        items={shell.uspFooter}
        placement="footer"
        delivery={{ timeZone: shell.timeZone, personalize: shell.personalizeDelivery }}
      />
      {withTop ? (
        <div className={styles.top}>
          <div className={`container ${styles.topGrid}`}>
            <section className={styles.newsletter} aria-labelledby="footer-newsletter">
              <h2 id="footer-newsletter" className={styles.newsletterTitle}>
                {intl.formatMessage({ id: 'shell.footer.newsletter.title' })}
              </h2>
              <p className={styles.newsletterText}>{intl.formatMessage({ id: 'shell.footer.newsletter.offer' })}</p>
              <NewsletterForm />
            </section>
            {discover ? <FooterMenu menu={discover} /> : null}
            {brandStores ? <FooterMenu menu={brandStores} /> : null}
            {service ? (
              <FooterMenu menu={service} version={contentVersion(shell.openingHours, shell.phone)}>
                <OpeningHours shell={shell} />
              </FooterMenu>
            ) : (
              <OpeningHours shell={shell} />
            )}
          </div>
        </div>
      ) : null}
      <div className={styles.bottom}>
        <StaticIsland
          className={`container ${styles.bottomGrid}`}
          version={contentVersion(shell.websiteName, shell.socials, shell.trustMarks, shell.trustedShop, shell.paymentIcons)}
        >
          {shell.socials.length > 0 ? (
            <TitledList
              id="footer-follow"
              title={intl.formatMessage({ id: 'shell.footer.follow' })}
              className={styles.socials}
              listClassName={styles.socialList}
            >
              {shell.socials.map((social) => {
                const network = NETWORK_NAMES[social.network] ?? social.network;
                return (
                  <li key={social.url}>
                    <a
                      href={social.url}
                      className={styles.social}
                      target="_blank"
                      rel="noopener"
                      aria-label={intl.formatMessage({ id: 'shell.footer.social' }, { name: shell.websiteName, network })}
                    >
                      <SocialIcon network={social.network} />
                    </a>
                  </li>
                );
              })}
            </TitledList>
          ) : null}
          {shell.trustMarks ? <TrustMarks title={shell.trustMarks.title} items={shell.trustMarks.items} /> : null}
          {shell.trustedShop ? <TrustedShopReviews reviews={shell.trustedShop} /> : null}
          {shell.paymentIcons.length > 0 ? (
            <TitledList
              id="footer-payment"
              title={intl.formatMessage({ id: 'shell.footer.payment' })}
              className={styles.payments}
              listClassName={styles.paymentList}
            >
              {shell.paymentIcons.map((icon) => (
                <li key={icon.icon} className={styles.payment}>
                  <img src={icon.url} alt={icon.label} title={icon.label} width={48} height={32} loading="lazy" decoding="async" />
                </li>
              ))}
            </TitledList>
          ) : null}
        </StaticIsland>
        <div className={`container ${styles.disclaimer}`}>
          <p>
            {copyrightLine(shell.year, shell.websiteName)}
            <span className={styles.rights}> {intl.formatMessage({ id: 'shell.footer.rights' })}</span>
          </p>
          <a href="#top" className={styles.toTop} onClick={scrollToTop}>
            {intl.formatMessage({ id: 'shell.backToTop' })}
            <ArrowUpIcon size={16} />
          </a>
        </div>
      </div>
    </footer>
  );
}
