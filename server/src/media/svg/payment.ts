/**
 * Payment method badges for the footer and checkout: the method's name set in its customary
 * colours on a small card, drawn here rather than copied from the providers' artwork.
 */

export const PAYMENT_CODES = [
  'ideal',
  'mastercard',
  'visa',
  'paypal',
  'klarna',
  'afterpay',
  'applepay',
  'bancontact',
  'banktransfer',
  'amex',
  'creditcard',
  'giftcard',
] as const;

export type PaymentCode = (typeof PAYMENT_CODES)[number];

const SANS = 'Helvetica, Arial, DejaVu Sans, sans-serif';

function text(x: number, y: number, size: number, fill: string, body: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${SANS}" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle" ${extra}>${body}</text>`;
}

const BADGES: Record<PaymentCode, { bg: string; border?: string; body: string; label: string }> = {
  ideal: {
    bg: '#ffffff',
    label: 'iDEAL',
    body: text(38, 30, 15, '#cc0066', '<tspan fill="#1d1d1b">i</tspan>DEAL'),
  },
  mastercard: {
    bg: '#ffffff',
    label: 'Mastercard',
    body:
      '<circle cx="32" cy="19" r="9" fill="#e3282f"/><circle cx="44" cy="19" r="9" fill="#f59d25" fill-opacity=".9"/>' +
      text(38, 40, 8, '#1d1d1b', 'mastercard'),
  },
  visa: {
    bg: '#ffffff',
    label: 'Visa',
    body:
      text(38, 31, 18, '#1a2a7a', 'VISA', 'font-style="italic" letter-spacing="1"') +
      '<rect x="20" y="35" width="36" height="2.5" fill="#f2a900"/>',
  },
  paypal: {
    bg: '#ffffff',
    label: 'PayPal',
    body: text(38, 30, 14, '#123a86', 'Pay<tspan fill="#1e9ad6">Pal</tspan>', 'font-style="italic"'),
  },
  klarna: { bg: '#ffb3c7', border: '#ffb3c7', label: 'Klarna', body: text(38, 29, 13, '#17120f', 'Klarna.') },
  afterpay: { bg: '#0c4a3a', border: '#0c4a3a', label: 'Riverty', body: text(38, 29, 13, '#b9f3d6', 'riverty') },
  applepay: { bg: '#000000', border: '#000000', label: 'Apple Pay', body: text(38, 29, 11, '#ffffff', 'Apple Pay') },
  bancontact: {
    bg: '#ffffff',
    label: 'Bancontact',
    body:
      '<path d="M 22 12 L 38 12 L 34 20 L 18 20 Z" fill="#1b6fb5"/><path d="M 42 12 L 58 12 L 54 20 L 38 20 Z" fill="#f8d21c"/>' +
      text(38, 34, 9, '#1b4f8a', 'Bancontact'),
  },
  banktransfer: {
    bg: '#f3f1ec',
    label: 'Bank transfer',
    body:
      '<path d="M 38 8 L 54 16 L 22 16 Z" fill="#3b3b3b"/><rect x="24" y="18" width="28" height="2" fill="#3b3b3b"/>' +
      '<path d="M 27 21 L 27 31 M 34 21 L 34 31 M 42 21 L 42 31 M 49 21 L 49 31" stroke="#3b3b3b" stroke-width="3"/>' +
      '<rect x="22" y="32" width="32" height="3" fill="#3b3b3b"/>' +
      text(38, 44, 6.5, '#3b3b3b', 'BANK'),
  },
  amex: {
    bg: '#1f72cd',
    border: '#1f72cd',
    label: 'American Express',
    body:
      '<rect x="14" y="14" width="48" height="20" fill="none" stroke="#ffffff" stroke-width="1.5"/>' +
      text(38, 29, 12, '#ffffff', 'AMEX', 'letter-spacing="1.5"'),
  },
  creditcard: {
    bg: '#eef1f5',
    label: 'Credit card',
    body:
      '<rect x="18" y="10" width="40" height="28" rx="4" fill="#2e3d55"/><rect x="18" y="15" width="40" height="5" fill="#11192a"/>' +
      '<rect x="23" y="24" width="8" height="6" rx="1.5" fill="#e0c068"/><path d="M 36 31 L 52 31" stroke="#c7cfdb" stroke-width="2"/>',
  },
  giftcard: {
    bg: '#1f2a44',
    border: '#1f2a44',
    label: 'Gift card',
    body:
      '<rect x="20" y="12" width="36" height="24" rx="3" fill="#f3ead8"/><path d="M 44 12 L 44 36" stroke="#b3343f" stroke-width="4"/>' +
      '<path d="M 44 18 C 38 11 34 16 40 19 C 34 22 38 27 44 20 C 50 27 54 22 48 19 C 54 16 50 11 44 18 Z" fill="#c8404b"/>',
  },
};

/** Narrows an untrusted path segment to a known payment code. */
export function isPaymentCode(value: string): value is PaymentCode {
  return (PAYMENT_CODES as readonly string[]).includes(value);
}

/** The badge for one payment method as a standalone SVG document (76×48). */
export function paymentSvg(code: PaymentCode): string {
  const badge = BADGES[code];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="76" height="48" viewBox="0 0 76 48" role="img" aria-label="${badge.label}">` +
    `<title>${badge.label}</title>` +
    `<rect x=".5" y=".5" width="75" height="47" rx="6" fill="${badge.bg}" stroke="${badge.border ?? '#d9d6d0'}"/>` +
    `${badge.body}</svg>`
  );
}
