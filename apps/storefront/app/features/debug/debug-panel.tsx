import { useIntl } from '../../lib/i18n/intl.tsx';
import { useBreakpoint } from '../../ui/breakpoint.ts';
import { usePageTemplate } from '../page-services/layout-state.tsx';
import styles from './debug-panel.module.css';

/** What debug mode shows on every page (L19): the page's store, breakpoint and template, and the way out. */
export default function DebugPanel({ storeCode, onSwitchOff }: { storeCode: string; onSwitchOff: () => void }) {
  const intl = useIntl();
  const breakpoint = useBreakpoint();
  const template = usePageTemplate();
  return (
    <section className={styles.panel} aria-label={intl.formatMessage({ id: 'debug.title' })} data-testid="debug-panel">
      <p className={styles.title}>{intl.formatMessage({ id: 'debug.title' })}</p>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage({ id: 'debug.store' })}</dt>
        <dd>{storeCode}</dd>
        <dt>{intl.formatMessage({ id: 'debug.breakpoint' })}</dt>
        <dd data-testid="debug-breakpoint">{breakpoint ?? '–'}</dd>
        <dt>{intl.formatMessage({ id: 'debug.template' })}</dt>
        <dd>{template}</dd>
      </dl>
      <p className={styles.note}>{intl.formatMessage({ id: 'debug.console' })}</p>
      <button type="button" className={styles.off} onClick={onSwitchOff}>
        {intl.formatMessage({ id: 'debug.off' })}
      </button>
    </section>
  );
}
