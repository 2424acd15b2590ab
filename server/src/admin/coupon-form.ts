/**
 * The coupon form (managers, `/admin/coupons`): the values as typed and the schema that reads them
 * into the create command's typed coupon (decisions 028, 031 and 041).
 */
import { z } from 'zod';
import { COUPON_CODE, COUPON_LIMITS, type NewCoupon } from '@shop/api/console';
import { field } from './http.ts';
import { endOfShopDay, hasControlCharacters, parseShopDate, parseWholeNumber } from './form-values.ts';
import { euros, readForm, refuse, textsOf, tooLong, type FieldErrors, type FormResult } from './forms.ts';

/** The form's fields as typed (strings), so a refused form is shown again with them. */
export interface CouponFormValues {
  code: string;
  description: string;
  type: string;
  amount: string;
  minSubtotal: string;
  excludesSale: boolean;
  usageLimit: string;
  usesPerCustomer: string;
  storeCodes: string[];
  fromDate: string;
  toDate: string;
}

export type CouponErrors = FieldErrors<keyof CouponFormValues>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  description: '',
  type: 'percent',
  amount: '',
  minSubtotal: '',
  excludesSale: false,
  usageLimit: '',
  usesPerCustomer: '',
  storeCodes: [],
  fromDate: '',
  toDate: '',
};

/** A posted form (urlencoded body) as the form's values; unknown fields are ignored. */
export function couponFormValues(body: Record<string, unknown>): CouponFormValues {
  return {
    code: field(body, 'code'),
    description: field(body, 'description'),
    type: field(body, 'type'),
    amount: field(body, 'amount'),
    minSubtotal: field(body, 'minSubtotal'),
    excludesSale: body.excludesSale === 'on' || body.excludesSale === 'true',
    usageLimit: field(body, 'usageLimit'),
    usesPerCustomer: field(body, 'usesPerCustomer'),
    storeCodes: textsOf(body, 'storeCodes'),
    fromDate: field(body, 'fromDate'),
    toDate: field(body, 'toDate'),
  };
}

/** An optional number of uses: empty is no limit. */
const uses = z.string().transform((text, ctx) => {
  if (!text.trim()) return null;
  const value = tooLong(text) ? null : parseWholeNumber(text, 1, COUPON_LIMITS.maxUses);
  return value === null ? refuse(ctx, 'coupon.uses.invalid') : value;
});

/** An optional day in the shops' time zone: its start (`from`) or its last second (`until`). */
const day = (read: (text: string) => Date | null) =>
  z.string().transform((text, ctx) => {
    if (!text.trim()) return null;
    const value = tooLong(text) ? null : read(text);
    return value === null ? refuse(ctx, 'coupon.date.invalid') : value;
  });

/**
 * The schema of the form. A percentage is read like an amount ("12,5" → 1250 basis points); which
 * rule the amount follows is the type as typed (a fixed amount unless it says percent).
 */
function couponSchema(knownStores: readonly string[], typed: string): z.ZodType<NewCoupon, CouponFormValues> {
  const percent = typed === 'percent';
  return z
    .object({
      code: z.string().transform((text, ctx) => {
        const code = text.trim().toUpperCase();
        if (!code) return refuse(ctx, 'coupon.code.required');
        return tooLong(text) || !COUPON_CODE.test(code) ? refuse(ctx, 'coupon.code.invalid') : code;
      }),
      description: z
        .string()
        .refine((text) => !tooLong(text) && !hasControlCharacters(text.trim()), 'coupon.description.invalid')
        .transform((text) => text.trim()),
      type: z.enum(['fixed', 'percent'], 'coupon.type.invalid'),
      amount: percent
        ? euros(1, COUPON_LIMITS.maxPercentBasisPoints, 'coupon.amount.percent', 'coupon.amount.required')
        : euros(1, COUPON_LIMITS.maxFixedCents, 'coupon.amount.fixed', 'coupon.amount.required'),
      minSubtotal: euros(0, COUPON_LIMITS.maxMinSubtotalCents, 'coupon.minSubtotal.invalid', 0),
      excludesSale: z.boolean(),
      usageLimit: uses,
      usesPerCustomer: uses,
      storeCodes: z
        .array(z.string())
        .transform((codes) => [...new Set(codes)])
        .refine(
          (codes) => codes.length <= knownStores.length && codes.every((code) => knownStores.includes(code)),
          'coupon.storeCodes.invalid',
        ),
      fromDate: day(parseShopDate),
      toDate: day(endOfShopDay),
    })
    .refine((coupon) => !coupon.fromDate || !coupon.toDate || coupon.toDate >= coupon.fromDate, {
      message: 'coupon.toDate.beforeFrom',
      path: ['toDate'],
      // Checked whenever both dates could be read, whatever else the form got wrong.
      when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== 'fromDate' && issue.path?.[0] !== 'toDate'),
    });
}

/** Reads the form; `knownStores` are the store codes a coupon may be limited to. */
export function readCouponForm(values: CouponFormValues, knownStores: readonly string[]): FormResult<CouponFormValues, NewCoupon> {
  return readForm(couponSchema(knownStores, values.type), values);
}
