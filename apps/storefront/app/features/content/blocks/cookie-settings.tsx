import type { CookieSettingsView } from '../models/types.ts';
import styles from './cookie-settings.module.css';

/**
 * The cookie page's choices (B21), anchored at #cookie-settings where the cookie bar's settings
 * link points. The texts explain what accepting and refusing mean.
 */
export function CookieSettings({ data }: { data: CookieSettingsView }) {
  return (
    <div className="container">
      <div id="cookie-settings" className={styles.settings}>
        <section className={styles.choice} aria-labelledby="cookie-settings-accept">
          <h2 id="cookie-settings-accept" className={styles.title}>
            {data.acceptTitle}
          </h2>
          {data.acceptDescription ? <p>{data.acceptDescription}</p> : null}
        </section>
        <section className={styles.choice} aria-labelledby="cookie-settings-deny">
          <h2 id="cookie-settings-deny" className={styles.title}>
            {data.denyTitle}
          </h2>
          {data.denyDescription ? <p>{data.denyDescription}</p> : null}
        </section>
      </div>
    </div>
  );
}
