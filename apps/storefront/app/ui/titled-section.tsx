import type { ReactNode } from 'react';

/** A section named by its own heading (`aria-labelledby`), in the look of the page that shows it. */
export function TitledSection({
  id,
  title,
  classes,
  testId,
  children,
}: {
  id: string;
  title: string;
  classes: { section?: string; title?: string };
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
