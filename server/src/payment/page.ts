/**
 * The sandbox provider's hosted payment page: plain server HTML that says plainly it is a test
 * page, shows what is being paid and offers the three outcomes a shopper can cause.
 */
import { formatPrice } from '@shop/rules';
import type { HostedPayment } from '@shop/api/server';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

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

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="test-mode" role="note">TEST MODE: sandbox payment provider, no real money is moved</div>
<main>
${body}
</main>
</body>
</html>`;
}

const FINAL_TEXT: Record<string, string> = {
  paid: 'This payment has been paid.',
  cancelled: 'This payment was cancelled.',
  refused: 'This payment was refused.',
  expired: 'This payment has expired.',
  refunded: 'This payment arrived after the order had expired and has been refunded.',
};

/** The hosted page for a payment: the three choices while it is open, its outcome afterwards. */
export function paymentPage(payment: HostedPayment): string {
  const amount = formatPrice(payment.amount / 100, 'en');
  const details = `<dl>
  <dt>Merchant</dt><dd>Van Arkel</dd>
  <dt>Order</dt><dd>${escapeHtml(payment.orderNumber)}</dd>
  <dt>Method</dt><dd>${escapeHtml(payment.methodTitle)}</dd>
  ${payment.issuerName ? `<dt>Bank</dt><dd>${escapeHtml(payment.issuerName)}</dd>` : ''}
  <dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>`;
  if (payment.status !== 'open') {
    const text = FINAL_TEXT[payment.status] ?? `This payment is ${payment.status}.`;
    return layout(
      'Sandbox payment',
      `<h1>Sandbox payment</h1>${details}<p role="status">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(payment.returnUrl)}">Return to the shop</a></p>`,
    );
  }
  const action = `/payment/${encodeURIComponent(payment.reference)}`;
  return layout(
    `Pay ${amount} to Van Arkel (sandbox)`,
    `<h1>Pay ${escapeHtml(amount)} to Van Arkel</h1>
${details}
<form method="post" action="${escapeHtml(action)}" class="actions">
  <input type="hidden" name="token" value="${escapeHtml(payment.reference)}">
  <button type="submit" name="action" value="approve">Pay</button>
  <button type="submit" name="action" value="cancel">Cancel payment</button>
  <button type="submit" name="action" value="refuse">Refuse (simulate a declined payment)</button>
</form>
<p class="note">Cancel returns result code 890, refuse returns result code 63, as a real provider's test mode does.</p>`,
  );
}

/** The page for an unknown payment. */
export function notFoundPage(): string {
  return layout(
    'Payment not found',
    `<h1>Payment not found</h1><p>This payment does not exist. Please return to the shop and try again.</p>
<p><a href="/">Return to the shop</a></p>`,
  );
}

/** The page for a refused form post (bad token or foreign origin). */
export function forbiddenPage(): string {
  return layout('Payment not accepted', `<h1>This request was not accepted</h1><p>Please use the buttons on the payment page.</p>`);
}
