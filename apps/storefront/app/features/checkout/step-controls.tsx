import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './shipment-step.module.css';
import stepStyles from './steps.module.css';

/**
 * One delivery or payment method as a radio choice (CO7, CO11): the steps' forms post the chosen
 * `method`, so they work before scripts run; what the method shows beside its radio is the caller's.
 */
export function MethodChoice({
  value,
  checked,
  className,
  children,
}: {
  value: string;
  checked: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={className ? `${styles.choice} ${className}` : styles.choice}>
      <input type="radio" name="method" value={value} defaultChecked={checked} className={styles.radio} />
      {children}
    </label>
  );
}

/** A step's way back (a link to the step before) and its submit button. */
export function StepActions({
  back,
  backLabel,
  submitLabel,
  disabled,
}: {
  back: string;
  backLabel: string;
  submitLabel: string;
  disabled: boolean;
}) {
  return (
    <div className={stepStyles.actions}>
      <Link to={back} className={stepStyles.back}>
        {backLabel}
      </Link>
      <button type="submit" className="button" disabled={disabled}>
        {submitLabel}
      </button>
    </div>
  );
}
