import { useIntl } from '../../lib/i18n/intl.tsx';
import { previewCookieRemoval, previewTokenPayload } from './preview-cookie.ts';
import styles from './editor-toolbar.module.css';

/** The content editor's toolbar (L21): preview mode is on; back to the draft, or leave (the cookie goes). */
export default function EditorToolbar({ token, onLeave }: { token: string; onLeave: () => void }) {
  const intl = useIntl();
  const leave = () => {
    document.cookie = previewCookieRemoval(location.protocol === 'https:');
    onLeave();
  };
  const page = previewTokenPayload(token)?.uid ?? '';
  return (
    <section className={styles.toolbar} aria-label={intl.formatMessage({ id: 'preview.toolbar.label' })}>
      <strong>{intl.formatMessage({ id: 'preview.toolbar.title' })}</strong>
      <a className={styles.link} href={`/preview/?token=${encodeURIComponent(token)}`}>
        {intl.formatMessage({ id: 'preview.toolbar.draft' }, { page })}
      </a>
      <button type="button" className={styles.leave} onClick={leave}>
        {intl.formatMessage({ id: 'preview.toolbar.leave' })}
      </button>
    </section>
  );
}
