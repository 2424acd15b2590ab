import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { defaultLocale, isLocale, locales, type Locale } from '@shop/rules';
import { escapeHtml, plainPageHead } from './plain-page.ts';

/**
 * The last word on a request that failed outside the storefront's own error page (E9; 000 §8):
 * a translated generic message with the status and the request id, never the error's message,
 * stack or a file path. The storefront renders its own error page for failures inside a page;
 * this handler answers what fails before or around it (a malformed request, a middleware).
 */

interface Texts {
  title: string;
  badRequest: string;
  tooLarge: string;
  unsupportedType: string;
  text: string;
  reference: string;
  home: string;
}

const TEXTS: Record<Locale, Texts> = {
  nl: {
    title: 'Er ging iets mis, probeer het opnieuw',
    badRequest: 'Dit verzoek konden we niet verwerken.',
    tooLarge: 'Wat je stuurde is te groot om te verwerken. Vul het formulier opnieuw in en verstuur het nog eens.',
    unsupportedType: 'Dit formulier is verstuurd in een vorm die we niet kunnen lezen. Open de pagina opnieuw en probeer het nog eens.',
    text: 'Onze excuses. Probeer de pagina opnieuw te laden of ga verder op de homepage.',
    reference: 'Referentie',
    home: 'Naar de homepage',
  },
  en: {
    title: 'Something went wrong, please try again',
    badRequest: 'We could not process this request.',
    tooLarge: 'What you sent is too large to process. Please fill in the form again and send it once more.',
    unsupportedType: 'This form was sent in a form we cannot read. Please open the page again and try once more.',
    text: 'We are sorry. Please reload the page or continue on the home page.',
    reference: 'Reference',
    home: 'Go to the home page',
  },
  de: {
    title: 'Etwas ist schiefgelaufen, bitte versuch es noch einmal',
    badRequest: 'Diese Anfrage konnten wir nicht verarbeiten.',
    tooLarge: 'Was du geschickt hast, ist zu groß. Füll das Formular bitte neu aus und schick es noch einmal.',
    unsupportedType: 'Dieses Formular kam in einer Form, die wir nicht lesen können. Öffne die Seite neu und versuch es noch einmal.',
    text: 'Das tut uns leid. Lade die Seite neu oder mach auf der Startseite weiter.',
    reference: 'Referenz',
    home: 'Zur Startseite',
  },
};

/** The sentence under the title: what went wrong, by status. */
function leadOf(texts: Texts, status: number): string {
  if (status === 413) return texts.tooLarge;
  if (status === 415) return texts.unsupportedType;
  return status < 500 ? texts.badRequest : texts.text;
}

/** A stable code for clients that read JSON, by status. */
function codeOf(status: number): string {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
}

/** A status the error names itself (a client error such as an unreadable body), else 500. */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const given = typeof statusCode === 'number' ? statusCode : status;
  return typeof given === 'number' && Number.isInteger(given) && given >= 400 && given < 600 ? given : 500;
}

/**
 * The store's language when it was chosen already (for an address refused before the pages, the store
 * that address belongs to: canonical.ts), else the browser's preference, else Dutch.
 */
function languageOf(req: Request, res: Response): Locale {
  const chosen: unknown = res.locals.language;
  if (isLocale(chosen)) return chosen;
  const preferred = req.acceptsLanguages(...locales);
  return isLocale(preferred) ? preferred : defaultLocale;
}

/** The generic error page in the shop's plain look (plain-page.ts): no script, so it needs nothing the page policy forbids. */
export function errorPageHtml(language: Locale, status: number, requestId: string): string {
  const texts = TEXTS[language];
  const lead = leadOf(texts, status);
  const reference = requestId ? `<p class="muted">${texts.reference}: <code>${escapeHtml(requestId)}</code></p>` : '';
  return `${plainPageHead(language, `${texts.title} | Van Arkel`)}
<a class="brand" href="/">Van Arkel</a>
<main>
<p class="status">${status}</p>
<h1>${texts.title}</h1>
<p>${lead}</p>
${reference}
<p><a class="button" href="/">${texts.home}</a></p>
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
    // Other clients read what went wrong (a refused body, a bad address); a failure of ours only the title.
    const message = status < 500 ? leadOf(texts, status) : texts.title;
    res.format({
      html: () => res.type('html').send(errorPageHtml(language, status, requestId)),
      json: () => res.json({ errors: [{ message, extensions: { code: codeOf(status), requestId } }] }),
      default: () => res.type('text/plain').send(`${message.replace(/[^.]$/, '$&.')} ${texts.reference}: ${requestId}\n`),
    });
  };
}
