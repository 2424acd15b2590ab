/**
 * The path contract of `/media`: only exact, known shapes are accepted, so nothing a client
 * sends is ever used as a file name (cache files are named by hash).
 */
import { isGarment, type Garment } from './svg/garments.ts';
import { MOTIFS, type Motif } from './svg/content.ts';
import { isIconName, type IconName } from './svg/icons.ts';
import { isPaymentCode, type PaymentCode } from './svg/payment.ts';
import { VIEWS, type View } from './svg/product.ts';

export type MediaTarget =
  | { kind: 'product'; garment: Garment; hex: string; view: View }
  | { kind: 'content'; motif: Motif; hex: string; name: string }
  | { kind: 'payment'; code: PaymentCode }
  | { kind: 'icon'; name: IconName }
  | { kind: 'placeholder' };

const PRODUCT = /^\/catalog\/product\/([a-z]+)\/([0-9a-f]{6})\/([a-z]+)\.jpg$/;
const CONTENT = /^\/content\/([a-z]+)\/([0-9a-f]{6})\/([a-z0-9][a-z0-9-]{0,79})\.jpg$/;
const PAYMENT = /^\/payment\/([a-z]+)\.svg$/;
const ICON = /^\/icons\/([a-z]+)\.svg$/;
const PLACEHOLDER = '/catalog/product/placeholder.jpg';

/** Resolves a path below `/media` (e.g. `/catalog/product/suit/1f2a44/front.jpg`); null when unknown. */
export function parseMediaPath(path: string): MediaTarget | null {
  if (path === PLACEHOLDER) return { kind: 'placeholder' };
  const icon = ICON.exec(path);
  if (icon && isIconName(icon[1] ?? '')) return { kind: 'icon', name: icon[1] as IconName };
  const product = PRODUCT.exec(path);
  if (product) {
    const [, garment = '', hex = '', view = ''] = product;
    if (!isGarment(garment) || !(VIEWS as readonly string[]).includes(view)) return null;
    return { kind: 'product', garment, hex, view: view as View };
  }
  const content = CONTENT.exec(path);
  if (content) {
    const [, motif = '', hex = '', name = ''] = content;
    if (!(MOTIFS as readonly string[]).includes(motif)) return null;
    return { kind: 'content', motif: motif as Motif, hex, name };
  }
  const payment = PAYMENT.exec(path);
  if (payment && isPaymentCode(payment[1] ?? '')) return { kind: 'payment', code: payment[1] as PaymentCode };
  return null;
}
