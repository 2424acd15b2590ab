/**
 * The sandbox provider's hosted payment page: plain server HTML that says plainly it is a test
 * page, shows what is being paid and offers the three outcomes a shopper can cause.
 */
import { formatPrice, type Locale } from '@shop/rules';
import type { HostedPayment } from '@shop/api/server';
import { escapeHtml, plainPageHead } from '../plain-page.ts';

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f; }
  body { margin: 0; background: #f2f2f4; }
  .test-mode { background: #ffd400; color: #000; text-align: center; padding: .5rem; font-weight: 700; letter-spacing: .04em; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: .5rem; padding: 1.5rem 2rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; }
  .amount { font-size: 1.5rem; }
  .actions { display: grid; gap: .75rem; }
  button { font: inherit; padding: .75rem 1rem; border-radius: .375rem; border: 1px solid #1d1d1f; cursor: pointer; background: #fff; }
  button[value="approve"] { background: #1d1d1f; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
  .note { color: #555; font-size: .875rem; margin-top: 1.5rem; }
`;

/** The hosted page's words in the three shop languages; German speaks with du, as the shop does. */
const TEXTS = {
  nl: {
    testMode: 'TESTMODUS: sandbox-betaalprovider, er wordt geen echt geld overgemaakt',
    merchant: 'Winkel',
    order: 'Bestelling',
    method: 'Betaalmethode',
    bank: 'Bank',
    amount: 'Bedrag',
    sandboxPayment: 'Sandbox-betaling',
    payTitle: (amount: string) => `Betaal ${amount} aan Van Arkel (sandbox)`,
    payHeading: (amount: string) => `Betaal ${amount} aan Van Arkel`,
    pay: 'Betalen',
    cancel: 'Betaling annuleren',
    refuse: 'Weigeren (simuleer een geweigerde betaling)',
    note: 'Annuleren geeft resultaatcode 890, weigeren resultaatcode 63, zoals de testmodus van een echte provider.',
    backToShop: 'Terug naar de winkel',
    final: {
      paid: 'Deze betaling is betaald.',
      cancelled: 'Deze betaling is geannuleerd.',
      refused: 'Deze betaling is geweigerd.',
      expired: 'Deze betaling is verlopen.',
      refunded: 'Deze betaling kwam binnen nadat de bestelling was verlopen en is terugbetaald.',
    } as Record<string, string>,
    otherStatus: (status: string) => `Deze betaling heeft de status ${status}.`,
    notFoundTitle: 'Betaling niet gevonden',
    notFound: 'Deze betaling bestaat niet. Ga terug naar de winkel en probeer het opnieuw.',
    forbiddenTitle: 'Betaling niet geaccepteerd',
    forbiddenHeading: 'Dit verzoek is niet geaccepteerd',
    forbidden: 'Gebruik de knoppen op de betaalpagina.',
  },
  en: {
    testMode: 'TEST MODE: sandbox payment provider, no real money is moved',
    merchant: 'Merchant',
    order: 'Order',
    method: 'Method',
    bank: 'Bank',
    amount: 'Amount',
    sandboxPayment: 'Sandbox payment',
    payTitle: (amount: string) => `Pay ${amount} to Van Arkel (sandbox)`,
    payHeading: (amount: string) => `Pay ${amount} to Van Arkel`,
    pay: 'Pay',
    cancel: 'Cancel payment',
    refuse: 'Refuse (simulate a declined payment)',
    note: "Cancel returns result code 890, refuse returns result code 63, as a real provider's test mode does.",
    backToShop: 'Return to the shop',
    final: {
      paid: 'This payment has been paid.',
      cancelled: 'This payment was cancelled.',
      refused: 'This payment was refused.',
      expired: 'This payment has expired.',
      refunded: 'This payment arrived after the order had expired and has been refunded.',
    } as Record<string, string>,
    otherStatus: (status: string) => `This payment is ${status}.`,
    notFoundTitle: 'Payment not found',
    notFound: 'This payment does not exist. Please return to the shop and try again.',
    forbiddenTitle: 'Payment not accepted',
    forbiddenHeading: 'This request was not accepted',
    forbidden: 'Please use the buttons on the payment page.',
  },
  de: {
    testMode: 'TESTMODUS: Sandbox-Zahlungsanbieter, es wird kein echtes Geld bewegt',
    merchant: 'Händler',
    order: 'Bestellung',
    method: 'Zahlungsart',
    bank: 'Bank',
    amount: 'Betrag',
    sandboxPayment: 'Sandbox-Zahlung',
    payTitle: (amount: string) => `${amount} an Van Arkel zahlen (Sandbox)`,
    payHeading: (amount: string) => `${amount} an Van Arkel zahlen`,
    pay: 'Zahlen',
    cancel: 'Zahlung abbrechen',
    refuse: 'Ablehnen (abgelehnte Zahlung simulieren)',
    note: 'Abbrechen gibt den Ergebniscode 890, Ablehnen den Ergebniscode 63, wie im Testmodus eines echten Anbieters.',
    backToShop: 'Zurück zum Shop',
    final: {
      paid: 'Diese Zahlung ist bezahlt.',
      cancelled: 'Diese Zahlung wurde abgebrochen.',
      refused: 'Diese Zahlung wurde abgelehnt.',
      expired: 'Diese Zahlung ist abgelaufen.',
      refunded: 'Diese Zahlung kam nach dem Ablauf der Bestellung an und wurde erstattet.',
    } as Record<string, string>,
    otherStatus: (status: string) => `Diese Zahlung hat den Status ${status}.`,
    notFoundTitle: 'Zahlung nicht gefunden',
    notFound: 'Diese Zahlung gibt es nicht. Geh bitte zurück zum Shop und versuch es noch einmal.',
    forbiddenTitle: 'Zahlung nicht angenommen',
    forbiddenHeading: 'Diese Anfrage wurde nicht angenommen',
    forbidden: 'Bitte nutze die Schaltflächen auf der Zahlungsseite.',
  },
} satisfies Record<Locale, unknown>;

function layout(language: Locale, title: string, body: string): string {
  return `${plainPageHead(language, title, STYLE)}
<div class="test-mode" role="note">${escapeHtml(TEXTS[language].testMode)}</div>
<main>
${body}
</main>
</body>
</html>`;
}

/** The hosted page for a payment, in its store's language: the three choices while it is open, its outcome afterwards. */
export function paymentPage(payment: HostedPayment): string {
  const { language } = payment;
  const t = TEXTS[language];
  const amount = formatPrice(payment.amount / 100, language);
  const details = `<dl>
  <dt>${t.merchant}</dt><dd>Van Arkel</dd>
  <dt>${t.order}</dt><dd>${escapeHtml(payment.orderNumber)}</dd>
  <dt>${t.method}</dt><dd>${escapeHtml(payment.methodTitle)}</dd>
  ${payment.issuerName ? `<dt>${t.bank}</dt><dd>${escapeHtml(payment.issuerName)}</dd>` : ''}
  <dt>${t.amount}</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>`;
  if (payment.status !== 'open') {
    const text = t.final[payment.status] ?? t.otherStatus(payment.status);
    return layout(
      language,
      t.sandboxPayment,
      `<h1>${t.sandboxPayment}</h1>${details}<p role="status">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(payment.returnUrl)}">${t.backToShop}</a></p>`,
    );
  }
  const action = `/payment/${encodeURIComponent(payment.reference)}`;
  return layout(
    language,
    t.payTitle(amount),
    `<h1>${escapeHtml(t.payHeading(amount))}</h1>
${details}
<form method="post" action="${escapeHtml(action)}" class="actions">
  <input type="hidden" name="token" value="${escapeHtml(payment.reference)}">
  <button type="submit" name="action" value="approve">${t.pay}</button>
  <button type="submit" name="action" value="cancel">${t.cancel}</button>
  <button type="submit" name="action" value="refuse">${t.refuse}</button>
</form>
<p class="note">${escapeHtml(t.note)}</p>`,
  );
}

/** The page for an unknown payment, in the language of the request's store. */
export function notFoundPage(language: Locale): string {
  const t = TEXTS[language];
  return layout(
    language,
    t.notFoundTitle,
    `<h1>${t.notFoundTitle}</h1><p>${t.notFound}</p>
<p><a href="/">${t.backToShop}</a></p>`,
  );
}

/** The page for a refused form post (bad token or foreign origin), in the payment's store's language. */
export function forbiddenPage(language: Locale): string {
  const t = TEXTS[language];
  return layout(language, t.forbiddenTitle, `<h1>${t.forbiddenHeading}</h1><p>${t.forbidden}</p>`);
}
