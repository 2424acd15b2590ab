import { CloseIcon } from './icons.tsx';
import styles from './close-button.module.css';

/** The × that closes a pop-up or a panel, named for screen readers by `label`. */
export function CloseButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" className={className ? `${styles.close} ${className}` : styles.close} onClick={onClick} aria-label={label}>
      <CloseIcon size={22} />
    </button>
  );
}
