import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { timings, type Locale } from '@shop/rules';
import { BlockRenderer } from '../content/blocks/block-renderer.tsx';
import { pushDataLayer } from '../analytics/data-layer.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { toErrorView, type ErrorView } from './error-view.ts';
import { LoadingBar } from '../../ui/loading-bar.tsx';
import { useRequestReference } from './request-reference.tsx';
import type { NotFoundData } from './not-found-data.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import styles from './error-page.module.css';

const reportPageView = () => pushDataLayer({ event: 'pageview', pageType: '404' });

/**
 * The not-found screen (L8): Home breadcrumb, the pageNotFound text and the CMS 404 page's blocks.
 * A thin bar runs ~400 ms, then the page view with page type 404 is sent (AN2). A content failure
 * is shown as text (E5); development also shows the technical message.
 */
function NotFoundScreen({ data, devMessage }: { data: NotFoundData | null; devMessage: string | null }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shell.pageNotFound' });
  return (
    <div className={styles.notFound}>
      <LoadingBar durationMs={timings.notFoundFinishMs} onDone={reportPageView} />
      <div className="container">
        <Breadcrumb items={[{ label: title, href: null }]} />
        <h1 className={styles.title}>{title}</h1>
        {data?.contentError ? <p className={styles.contentError}>{data.contentError}</p> : null}
        {devMessage ? <pre className={styles.devMessage}>{devMessage}</pre> : null}
      </div>
      {data?.page ? <BlockRenderer blocks={data.page.blocks} /> : null}
    </div>
  );
}

/** Every other failure: a translated generic message with the status and a reference (E3, E9). */
function GenericError({ view, requestId, devMessage }: { view: ErrorView; requestId: string | null; devMessage: string | null }) {
  const intl = useIntl();
  return (
    <div className={`container ${styles.generic}`}>
      <p className={`eyebrow ${styles.status}`}>{intl.formatMessage({ id: 'shell.error.status' }, { status: view.status })}</p>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'shell.error.title' })}</h1>
      <p className={styles.text}>{intl.formatMessage({ id: 'shell.error.text' })}</p>
      <div className={styles.actions}>
        <a href="" className="button">
          {intl.formatMessage({ id: 'shell.error.retry' })}
        </a>
        <SmartLink href="/" className="button button--outline">
          {intl.formatMessage({ id: 'shell.error.home' })}
        </SmartLink>
      </div>
      {requestId ? (
        <p className={styles.reference} data-request-reference={requestId}>
          {intl.formatMessage({ id: 'shell.error.reference' }, { id: requestId })}
        </p>
      ) : null}
      {devMessage ? <pre className={styles.devMessage}>{devMessage}</pre> : null}
    </div>
  );
}

export interface ErrorPageProps {
  error: unknown;
  requestId?: string | null;
  /** Development shows technical messages; production never does. */
  showDetails: boolean;
}

/** The shared error page with a case per status (STYLE §12): 404 is the not-found screen. */
export function ErrorPage({ error, requestId = null, showDetails }: ErrorPageProps) {
  const serverReference = useRequestReference();
  const view = toErrorView(error);
  const devMessage = showDetails ? `${view.status} ${view.message}` : null;
  if (view.status === 404) return <NotFoundScreen data={view.notFound} devMessage={devMessage} />;
  return <GenericError view={view} requestId={requestId ?? serverReference} devMessage={devMessage} />;
}

/** Fallback texts that need nothing else to work: shown when the error page itself fails (E4). */
const FALLBACK: Record<Locale, { title: string; home: string }> = {
  nl: { title: 'Er is een fout opgetreden bij het tonen van de foutpagina.', home: 'Terug naar de homepage' },
  en: { title: 'An error occurred while showing the error page.', home: 'Back to the home page' },
  de: { title: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten.', home: 'Zurück zur Startseite' },
};

interface GuardProps {
  language: Locale;
  children: ReactNode;
}

/** Catches a failure while rendering the error page and shows plain fallback text with the details (E4). */
export class ErrorPageGuard extends Component<GuardProps, { failure: Error | null }> {
  override state = { failure: null as Error | null };

  static getDerivedStateFromError(failure: unknown) {
    return { failure: failure instanceof Error ? failure : new Error(String(failure)) };
  }

  override componentDidCatch(failure: Error, info: ErrorInfo) {
    console.warn('[error page] rendering failed', failure, info.componentStack);
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    const texts = FALLBACK[this.props.language];
    return (
      <div className={`container ${styles.generic}`}>
        <h1 className={styles.title}>{texts.title}</h1>
        <pre className={styles.devMessage}>{this.state.failure.message}</pre>
        <a href="/" className="button">
          {texts.home}
        </a>
      </div>
    );
  }
}
