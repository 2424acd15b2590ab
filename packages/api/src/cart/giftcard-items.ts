/**
 * Gift card lines (D11–D13, decision 019): what addProductsToCart's options mean for the gift
 * card, checked with the shared purchase rule, and how a line shows them again. Option uids are
 * Magento's (base64 of `giftcard/giftcard_amount/50`, `giftcard/giftcard_sender_name`, …); the
 * card's type is chosen with our `giftcard/giftcard_type/{physical|virtual}`, since a Magento gift
 * card product has one fixed type.
 */
import {
  formatPrice,
  giftcardAmountCents,
  giftcardPurchaseSchema,
  validationMessages,
  isValidationMessageKey,
  type GiftcardPurchase,
} from '@shop/rules';
import { euros, fromUid, toUid } from '../catalog/localize.ts';
import { GIFT_CARD } from '../catalog/product-detail.ts';
import type { GiftcardLineOptions } from './tables.ts';
import type { OrderOptionPair } from '../checkout/tables.ts';

/** An option a shopper typed in (Magento's EnteredOptionInput). */
export interface EnteredOption {
  uid: string;
  value: string;
}

/** The entered options Magento knows for a gift card, by uid path. */
const ENTERED = {
  'giftcard/custom_giftcard_amount': 'customAmount',
  'giftcard/giftcard_sender_name': 'senderName',
  'giftcard/giftcard_sender_email': 'senderEmail',
  'giftcard/giftcard_recipient_name': 'recipientName',
  'giftcard/giftcard_recipient_email': 'recipientEmail',
  'giftcard/giftcard_message': 'message',
} as const;

type EnteredField = (typeof ENTERED)[keyof typeof ENTERED];

const AMOUNT_PATH = /^giftcard\/giftcard_amount\/(\d{1,4}(?:\.\d{1,4})?)$/;
const TYPE_PATH = /^giftcard\/giftcard_type\/([a-z]{1,20})$/;
/** More options than a gift card has fields is not a gift card. */
const MAX_OPTIONS = 12;
/** A typed value longer than this is refused before it is looked at (the longest field allows 255). */
const MAX_VALUE_LENGTH = 1000;

/** Uids of the gift card's options, as clients send them (and the API's tests build them). */
export const giftcardOptionUid = {
  amount: (value: number) => toUid(`giftcard/giftcard_amount/${value}`),
  type: (type: string) => toUid(`giftcard/giftcard_type/${type}`),
  customAmount: toUid('giftcard/custom_giftcard_amount'),
  senderName: toUid('giftcard/giftcard_sender_name'),
  senderEmail: toUid('giftcard/giftcard_sender_email'),
  recipientName: toUid('giftcard/giftcard_recipient_name'),
  recipientEmail: toUid('giftcard/giftcard_recipient_email'),
  message: toUid('giftcard/giftcard_message'),
};

/** Field names in refusals, as a developer reading the answer knows them. */
const FIELD_NAMES: Record<string, string> = {
  type: 'gift card type',
  amount: 'gift card amount',
  senderName: 'sender name',
  senderEmail: 'sender email',
  recipientName: 'recipient name',
  recipientEmail: 'recipient email',
  message: 'message',
};

const shown = (text: string) => (text.length > 64 ? `${text.slice(0, 64)}…` : text);

export type GiftcardRequestResult = { ok: true; options: GiftcardLineOptions } | { ok: false; reason: string };

/** Reads the gift card's options from a request; a refusal names every problem. */
export function readGiftcardRequest(selected: readonly string[], entered: readonly EnteredOption[]): GiftcardRequestResult {
  if (selected.length + entered.length > MAX_OPTIONS) return { ok: false, reason: 'too many options for a gift card.' };
  let type: string | undefined;
  let preset: number | undefined;
  const typed = new Map<EnteredField, string>();
  for (const uid of selected) {
    const path = fromUid(uid) ?? '';
    const amount = AMOUNT_PATH.exec(path)?.[1];
    const kind = TYPE_PATH.exec(path)?.[1];
    if (amount !== undefined && preset === undefined) preset = Number(amount);
    else if (kind !== undefined && type === undefined) type = kind;
    else if (amount !== undefined || kind !== undefined)
      return { ok: false, reason: `the option "${shown(uid)}" is chosen more than once.` };
    else return { ok: false, reason: `"${shown(uid)}" is not an option of the gift card.` };
  }
  for (const option of entered) {
    const field = ENTERED[(fromUid(option.uid) ?? '') as keyof typeof ENTERED];
    if (!field) return { ok: false, reason: `"${shown(option.uid)}" is not an option of the gift card.` };
    if (typed.has(field)) return { ok: false, reason: `the option "${shown(option.uid)}" is entered more than once.` };
    if (option.value.length > MAX_VALUE_LENGTH) return { ok: false, reason: `the ${FIELD_NAMES[field] ?? 'value'} is too long.` };
    typed.set(field, option.value);
  }

  const custom = typed.get('customAmount');
  if (preset !== undefined && custom !== undefined) return { ok: false, reason: 'choose a listed amount or your own amount, not both.' };
  if (preset !== undefined && !GIFT_CARD.amounts.some((amount) => amount === preset)) {
    return { ok: false, reason: `${preset} is not one of the gift card's amounts.` };
  }
  if (custom !== undefined && !GIFT_CARD.allowOpenAmount) return { ok: false, reason: 'the gift card has no free amount.' };

  const parsed = giftcardPurchaseSchema.safeParse({
    type,
    amount: preset ?? (custom === undefined ? undefined : custom.trim().replace(',', '.')),
    senderName: typed.get('senderName'),
    senderEmail: typed.get('senderEmail'),
    recipientName: typed.get('recipientName'),
    recipientEmail: typed.get('recipientEmail'),
    message: typed.get('message'),
  });
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => {
      const text = isValidationMessageKey(issue.message) ? validationMessages[issue.message] : issue.message;
      const field = String(issue.path[0] ?? '');
      return issue.message.startsWith('giftcard.') ? text : `${FIELD_NAMES[field] ?? field}: ${text}`;
    });
    return { ok: false, reason: `${[...new Set(reasons)].join('; ')}.` };
  }
  return { ok: true, options: toLineOptions(parsed.data) };
}

/** A checked purchase as the line keeps it; empty optional texts are left out. */
export function toLineOptions(purchase: GiftcardPurchase): GiftcardLineOptions {
  return {
    giftcard_type: purchase.type,
    giftcard_amount: giftcardAmountCents(purchase.amount),
    sender_name: purchase.senderName,
    recipient_name: purchase.recipientName,
    ...(purchase.senderEmail ? { sender_email: purchase.senderEmail } : {}),
    ...(purchase.recipientEmail ? { recipient_email: purchase.recipientEmail } : {}),
    ...(purchase.message ? { message: purchase.message } : {}),
  };
}

type Lang = 'nl' | 'en' | 'de';
const LABELS: Record<keyof GiftcardLineOptions, Record<Lang, string>> = {
  giftcard_type: { nl: 'Soort', en: 'Type', de: 'Art' },
  giftcard_amount: { nl: 'Bedrag', en: 'Amount', de: 'Betrag' },
  recipient_name: { nl: 'Voor', en: 'To', de: 'Für' },
  recipient_email: { nl: 'E-mail ontvanger', en: "Recipient's email", de: 'E-Mail Empfänger' },
  sender_name: { nl: 'Van', en: 'From', de: 'Von' },
  sender_email: { nl: 'E-mail afzender', en: "Sender's email", de: 'E-Mail Absender' },
  message: { nl: 'Bericht', en: 'Message', de: 'Nachricht' },
};
const TYPE_NAMES: Record<string, Record<Lang, string>> = {
  physical: { nl: 'Cadeaukaart per post', en: 'Gift card by post', de: 'Geschenkkarte per Post' },
  virtual: { nl: 'E-cadeaukaart per e-mail', en: 'E-gift card by email', de: 'E-Geschenkkarte per E-Mail' },
};
const ORDER = Object.keys(LABELS) as (keyof GiftcardLineOptions)[];

const langOf = (language: string): Lang => (language === 'en' || language === 'de' ? language : 'nl');

/**
 * A gift card line's options as an order keeps them (selected_options, D11–D13): labels and values
 * in the order's language, each with its code and raw value so the card reads back (OrderItem.gift_card).
 */
export function giftcardOptionPairs(options: GiftcardLineOptions, language: string): OrderOptionPair[] {
  const lang = langOf(language);
  return ORDER.flatMap((code) => {
    const raw = options[code];
    if (raw === undefined || raw === '') return [];
    const value =
      code === 'giftcard_type'
        ? (TYPE_NAMES[String(raw)]?.[lang] ?? String(raw))
        : code === 'giftcard_amount'
          ? formatPrice(euros(Number(raw)), lang)
          : String(raw);
    return [{ label: LABELS[code][lang], value, code, raw: String(raw) }];
  });
}

/** The gift card of an order line, read back from its options; null for other lines. */
export function giftcardOfPairs(pairs: readonly OrderOptionPair[]): GiftcardLineOptions | null {
  const raw = (code: keyof GiftcardLineOptions) => pairs.find((pair) => pair.code === code)?.raw;
  const type = raw('giftcard_type');
  const amount = Number(raw('giftcard_amount'));
  if (type === undefined || !Number.isSafeInteger(amount)) return null;
  const text = (code: keyof GiftcardLineOptions) => {
    const value = raw(code);
    return value === undefined ? {} : { [code]: value };
  };
  return {
    giftcard_type: type,
    giftcard_amount: amount,
    ...text('sender_name'),
    ...text('sender_email'),
    ...text('recipient_name'),
    ...text('recipient_email'),
    ...text('message'),
  };
}
