/** The order search (`/admin/orders?q=`): an order number or an e-mail address, read by its schema. */
import { z } from 'zod';
import { ORDER_EMAIL, ORDER_NUMBER, type OrderQuery } from '@shop/api/console';
import { readForm, refuse, type FormResult } from './forms.ts';

const orderQuerySchema: z.ZodType<OrderQuery, { q: string }> = z
  .object({
    q: z.string().transform((text, ctx): OrderQuery => {
      const trimmed = text.trim();
      if (!trimmed) return refuse(ctx, 'orders.query.required');
      if (trimmed.length > 254) return refuse(ctx, 'orders.query.invalid');
      if (ORDER_NUMBER.test(trimmed)) return { orderNumber: trimmed.toUpperCase() };
      if (ORDER_EMAIL.test(trimmed)) return { email: trimmed.toLowerCase() };
      return refuse(ctx, 'orders.query.invalid');
    }),
  })
  .transform(({ q }) => q);

/** What was typed as an order number, an e-mail address, or the field's message. */
export function readOrderQuery(q: string): FormResult<{ q: string }, OrderQuery> {
  return readForm(orderQuerySchema, { q });
}
