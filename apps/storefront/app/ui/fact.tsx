import type { ReactNode } from 'react';

/**
 * One label and value of a description list (order number, date, payment, card balance); a fact
 * without a value (`null`, `undefined` or an empty text) is left out.
 */
export function Fact({ label, children, testId, className }: { label: string; children: ReactNode; testId?: string; className?: string }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
