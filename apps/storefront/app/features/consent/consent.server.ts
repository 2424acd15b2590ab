import type { ShopLoadContext } from '../../context.ts';
import { safeReturnPath } from '@shop/rules';
import { categoriesAfter, consentCookies, readConsent, type ConsentChoice } from './consent.ts';
import { messages } from './messages.ts';

const CHOICES: readonly ConsentChoice[] = ['accept', 'deny', 'save'];
/** The forms send three short fields; anything much larger is not ours. */
const MAX_BODY_BYTES = 4096;

function refuse(context: Pick<ShopLoadContext, 'language'>, status: number): Response {
  return new Response(messages[context.language]['consent.error.invalid'], {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * The cookie bar's and the cookie page's forms without scripts (P1–P4): writes the message and
 * settings cookies for the choice and sends the shopper back to the page they came from (303).
 * A wrong, missing or oversized submission changes nothing and answers 400 with a plain message.
 */
export async function consentAction(request: Request, context: Pick<ShopLoadContext, 'language' | 'secureCookies'>): Promise<Response> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) return refuse(context, 413);
  let form: FormData;
  try {
    const body = await request.text();
    if (body.length > MAX_BODY_BYTES) return refuse(context, 413);
    form = new FormData();
    for (const [key, value] of new URLSearchParams(body)) form.append(key, value);
  } catch {
    return refuse(context, 400);
  }
  const choice = CHOICES.find((value) => value === form.get('choice'));
  if (!choice) return refuse(context, 400);
  const ticked = form.getAll('categories').filter((value): value is string => typeof value === 'string');
  const current = readConsent(request.headers.get('cookie')).categories;
  const categories = categoriesAfter(choice, current, ticked);
  const headers = new Headers({ location: safeReturnPath(form.get('returnTo'), '/'), 'cache-control': 'no-store' });
  for (const cookie of consentCookies(categories, context.secureCookies)) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}
