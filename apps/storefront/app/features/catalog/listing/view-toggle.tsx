import { useIntl } from '../../../lib/i18n/intl.tsx';
import type { ViewMode } from './view-mode.ts';
import styles from './view-toggle.module.css';

const MODES: readonly ViewMode[] = ['grid', 'large'];

function ModeIcon({ mode }: { mode: ViewMode }) {
  return mode === 'grid' ? (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
      <path d="M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z" fill="currentColor" />
    </svg>
  ) : (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
      <path d="M1 1h14v14H1z" fill="currentColor" />
    </svg>
  );
}

/**
 * Grid or large tiles (C10, C11): two pressed-state buttons. The choice needs scripts (it lives in
 * session storage, not in the address), so the stylesheet shows the toggle only where they run.
 */
export function ViewToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const intl = useIntl();
  return (
    <div className={styles.toggle} role="group" aria-label={intl.formatMessage({ id: 'catalog.view.label' })}>
      {MODES.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.button}
          data-mode={option}
          aria-pressed={mode === option}
          title={intl.formatMessage({ id: `catalog.view.${option}` })}
          onClick={() => onChange(option)}
        >
          <ModeIcon mode={option} />
          <span className="visually-hidden">{intl.formatMessage({ id: `catalog.view.${option}` })}</span>
        </button>
      ))}
    </div>
  );
}
