import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { CONSENT_ACTION } from '../../consent/cookie-bar.tsx';
import { consentCategories } from '../../consent/consent.ts';
import { applyConsentChoice, useConsent } from '../../consent/use-consent.ts';
import type { CookieSettingsView } from '../models/types.ts';
import styles from './cookie-settings.module.css';

const OPTIONAL = ['analytics', 'marketing'] as const;

/** The form to change the choice later (P4): functional always on, analytics and marketing opt-in. */
function ConsentForm() {
  const intl = useIntl();
  const location = useLocation();
  const consent = useConsent();
  const [saved, setSaved] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const allowed = consent?.answered ? (consent.categories ?? ['functional']) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ticked = new FormData(event.currentTarget).getAll('categories').filter((value) => typeof value === 'string');
    applyConsentChoice('save', ticked);
    setSaved(true);
  };
  return (
    // The key resets the boxes once the browser knows the stored choice (the page itself is shared).
    <form key={allowed?.join(',') ?? 'none'} method="post" action={CONSENT_ACTION} className={styles.form} onSubmit={onSubmit}>
      <input type="hidden" name="choice" value="save" />
      <input type="hidden" name="returnTo" value={`${location.pathname}#cookie-settings`} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('consent.settings.legend')}</legend>
        <label className={styles.option}>
          <input type="checkbox" defaultChecked disabled />
          <span>{t('consent.settings.functional')}</span>
        </label>
        {OPTIONAL.map((category) => (
          <label key={category} className={styles.option}>
            <input type="checkbox" name="categories" value={category} defaultChecked={allowed?.includes(category) ?? false} />
            <span>{t(`consent.settings.${category}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.current} role="status">
        {saved
          ? t('consent.settings.saved')
          : allowed
            ? t('consent.settings.current', {
                categories: consentCategories
                  .filter((category) => allowed.includes(category))
                  .map((category) => t(`consent.category.${category}`))
                  .join(', '),
              })
            : consent
              ? t('consent.settings.current.none')
              : ''}
      </p>
      <button type="submit" className="button">
        {t('consent.settings.save')}
      </button>
    </form>
  );
}

/** What one choice (accepting, refusing) means, as the editors wrote it. */
function Choice({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <section className={styles.choice} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {description ? <p>{description}</p> : null}
    </section>
  );
}

/**
 * The cookie page's choices (B21), anchored at #cookie-settings where the cookie bar's settings
 * link points. The texts explain what accepting and refusing mean; the form below them changes
 * the choice at any time (P4).
 */
export function CookieSettings({ data }: { data: CookieSettingsView }) {
  return (
    <div className="container">
      <div id="cookie-settings" className={styles.settings}>
        <Choice id="cookie-settings-accept" title={data.acceptTitle} description={data.acceptDescription} />
        <Choice id="cookie-settings-deny" title={data.denyTitle} description={data.denyDescription} />
        <ConsentForm />
      </div>
    </div>
  );
}
