import { useId, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { cookiePagePath } from '@shop/rules';
import { useIntl } from '../../lib/i18n/intl.tsx';
import type { ConsentChoice } from './consent.ts';
import { applyConsentChoice, useConsent } from './use-consent.ts';
import styles from './cookie-bar.module.css';

/** The address the consent forms post to without scripts. */
export const CONSENT_ACTION = '/cookie-consent/';

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => path.replace(/\/+$/, '').toLowerCase();
  return trim(a) === trim(b);
}

function BarContent({ storeCode, onChoice }: { storeCode: string; onChoice?: (event: FormEvent<HTMLFormElement>) => void }) {
  const intl = useIntl();
  const location = useLocation();
  const textId = useId();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <section
      className={styles.bar}
      aria-label={intl.formatMessage({ id: 'consent.bar.label' })}
      aria-describedby={textId}
      data-testid="cookie-bar"
    >
      <div className={styles.inner}>
        <p id={textId} className={styles.text}>
          {intl.formatMessage({ id: 'consent.bar.text' })}
        </p>
        <form method="post" action={CONSENT_ACTION} className={styles.actions} onSubmit={onChoice}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <Link to={`${cookiePagePath(storeCode)}#cookie-settings`} className={`button button--link ${styles.settings}`}>
            {intl.formatMessage({ id: 'consent.bar.settings' })}
          </Link>
          <button type="submit" name="choice" value="deny" className="button button--outline">
            {intl.formatMessage({ id: 'consent.bar.deny' })}
          </button>
          <button type="submit" name="choice" value="accept" className="button">
            {intl.formatMessage({ id: 'consent.bar.accept' })}
          </button>
        </form>
      </div>
    </section>
  );
}

/**
 * The cookie bar (000 §2, §4; P1–P4): an overlay at the bottom, so it moves nothing on the page,
 * shown until the message cookie is set and never on the store's cookie page. The server reads the
 * consent cookies (the page cache keeps a page with and one without the bar, decision 063), so the
 * bar is in the server's HTML and paints with the page: before hydration and without scripts its
 * buttons post to /cookie-consent/, which stores the choice and comes back; with scripts they store
 * it in place. Where the server gave no word (an error before the root's data), a `<noscript>` copy.
 */
export function CookieBar({ storeCode }: { storeCode: string }) {
  const consent = useConsent();
  const location = useLocation();
  if (samePath(location.pathname, cookiePagePath(storeCode))) return null;
  if (consent === null) {
    return (
      <noscript>
        <BarContent storeCode={storeCode} />
      </noscript>
    );
  }
  if (consent.answered) return null;
  const onChoice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const choice: ConsentChoice = submitter instanceof HTMLButtonElement && submitter.value === 'deny' ? 'deny' : 'accept';
    applyConsentChoice(choice);
  };
  return <BarContent storeCode={storeCode} onChoice={onChoice} />;
}
