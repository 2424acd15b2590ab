import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { defaultLocale, isLocale, locales, type Locale } from '@shop/rules';

/**
 * The last word on a request that failed outside the storefront's own error page (E9; 000 §8):
 * a translated generic message with the status and the request id, never the error's message,
 * stack or a file path. The storefront renders its own error page for failures inside a page;
 * this handler answers what fails before or around it (a malformed request, a middleware).
 */

const TEXTS: Record<Locale, { title: string; badRequest: string; text: string; reference: string; home: string }> = {
  nl: {
    title: 'Er ging iets mis, probeer het opnieuw',
    badRequest: 'Dit verzoek konden we niet verwerken.',
    text: 'Onze excuses. Probeer de pagina opnieuw te laden of ga verder op de homepage.',
    reference: 'Referentie',
    home: 'Naar de homepage',
  },
  en: {
    title: 'Something went wrong, please try again',
    badRequest: 'We could not process this request.',
    text: 'We are sorry. Please reload the page or continue on the home page.',
    reference: 'Reference',
    home: 'Go to the home page',
  },
  de: {
    title: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut',
    badRequest: 'Diese Anfrage konnten wir nicht verarbeiten.',
    text: 'Das tut uns leid. Laden Sie die Seite neu oder machen Sie auf der Startseite weiter.',
    reference: 'Referenz',
    home: 'Zur Startseite',
  },
};

/** A status the error names itself (a client error such as an unreadable body), else 500. */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const given = typeof statusCode === 'number' ? statusCode : status;
  return typeof given === 'number' && Number.isInteger(given) && given >= 400 && given < 600 ? given : 500;
}

/** The store's language when it was chosen already, else the browser's preference, else Dutch. */
function languageOf(req: Request, res: Response): Locale {
  const chosen: unknown = res.locals.language;
  if (isLocale(chosen)) return chosen;
  const preferred = req.acceptsLanguages(...locales);
  return isLocale(preferred) ? preferred : defaultLocale;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The generic error page: no script, no inline style, so it needs nothing the page policy forbids. */
export function errorPageHtml(language: Locale, status: number, requestId: string): string {
  const texts = TEXTS[language];
  const lead = status < 500 ? texts.badRequest : texts.text;
  const reference = requestId ? `<p>${texts.reference}: <code>${escapeHtml(requestId)}</code></p>` : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${texts.title} | Van Arkel</title>
</head>
<body>
<main>
<p>${status}</p>
<h1>${texts.title}</h1>
<p>${lead}</p>
${reference}
<p><a href="/">${texts.home}</a></p>
</main>
</body>
</html>
`;
}

/** Express's error handler for the whole shop (E9): logs the failure, answers without details. */
export function serverErrorHandler(log: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const requestId = String(res.locals.requestId ?? '');
    const status = errorStatus(error);
    if (status >= 500) log.error({ err: error, requestId, path: req.originalUrl }, 'unhandled error');
    else log.warn({ err: error, requestId, path: req.originalUrl }, 'request refused');
    if (res.headersSent) {
      // Part of the answer is on its way: all that is left is to end it, unfinished.
      res.destroy();
      return;
    }
    const language = languageOf(req, res);
    const texts = TEXTS[language];
    res.status(status);
    res.setHeader('Cache-Control', 'private, no-store');
    res.removeHeader('ETag');
    res.format({
      html: () => res.type('html').send(errorPageHtml(language, status, requestId)),
      json: () => res.json({ errors: [{ message: texts.title, extensions: { requestId } }] }),
      default: () => res.type('text/plain').send(`${texts.title}. ${texts.reference}: ${requestId}\n`),
    });
  };
}
