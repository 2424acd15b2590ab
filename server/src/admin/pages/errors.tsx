import { BASE, Page, type PageContext } from '../layout.tsx';
import { t, type MessageKey } from '../messages.ts';

const TEXTS: Record<number, { title: MessageKey; text: MessageKey }> = {
  400: { title: 'error.400.title', text: 'error.400.text' },
  403: { title: 'error.403.title', text: 'error.403.text' },
  404: { title: 'error.404.title', text: 'error.404.text' },
  413: { title: 'error.400.title', text: 'error.400.text' },
  500: { title: 'error.500.title', text: 'error.500.text' },
};

/** The page for a refused or failed request: what happened, that nothing changed, a way back. */
export function ErrorPage(props: { ctx: PageContext; status: number; requestId?: string; csrf?: boolean }) {
  const { lang } = props.ctx;
  const texts = TEXTS[props.status] ?? TEXTS[500]!;
  const text = props.csrf ? t(lang, 'error.csrf.text') : t(lang, texts.text, { id: props.requestId ?? '' });
  return (
    <Page ctx={props.ctx} title={t(lang, texts.title)} section="error">
      <p>{text}</p>
      <p>
        <a href={`${BASE}/`}>{t(lang, 'error.home')}</a>
      </p>
    </Page>
  );
}
