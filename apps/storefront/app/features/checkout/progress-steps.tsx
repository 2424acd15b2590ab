import { useIntl } from '../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import { progressSteps, type CheckoutStep } from './steps.ts';
import styles from './progress-steps.module.css';

/** The three-step progress bar (L5): done steps link back, the current one is marked, later ones are plain text. */
export function ProgressSteps({ current }: { current: CheckoutStep }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps.label' })} className={styles.nav}>
      <ol className={styles.steps}>
        {progressSteps(current).map((step) => {
          const label = intl.formatMessage({ id: step.labelId });
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {step.state === 'done' ? '✓' : step.step}
              </span>
              <span className={styles.label}>
                <span className="visually-hidden">{intl.formatMessage({ id: `checkout.steps.${step.state}` }, { step: step.step })} </span>
                {label}
              </span>
            </>
          );
          return (
            <li key={step.step} className={styles.step} data-state={step.state}>
              {step.href ? (
                <Link to={step.href} className={styles.link}>
                  {content}
                </Link>
              ) : (
                <span className={styles.link} aria-current={step.state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
