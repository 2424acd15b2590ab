/**
 * A signed-in customer's orders (A16, A17, A18): `Customer.orders` and the deprecated
 * `customerOrders`, as Magento's CustomerOrders. Only the customer's own orders in the request's
 * store (Magento's default scope); another customer's order number is simply not in the list.
 */
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { requireCustomerId } from '../customer/auth.ts';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import { customerOrderView } from './orders.ts';
import { orderItems, orders } from './tables.ts';

/** Page sizes a client may ask for; the storefront's history asks for 10. */
export const ORDERS_PAGE_SIZE = { default: 20, max: 100 } as const;
/** Order numbers are a store code and nine digits; anything far longer is not a number. */
const MAX_NUMBER_INPUT = 64;
const MAX_NUMBERS_IN = 100;

export interface CustomerOrdersArgs {
  filter?: { number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: { sort_field: 'NUMBER' | 'CREATED_AT'; sort_direction: 'ASC' | 'DESC' } | null;
}

function checkedText(value: string, field: string): string {
  const text = value.trim();
  if (text.length > MAX_NUMBER_INPUT)
    throw inputError('INPUT_TOO_LONG', { field, max: MAX_NUMBER_INPUT }, `${field} can be at most ${MAX_NUMBER_INPUT} characters`);
  return text;
}

/** The number filter as conditions: eq, in and match (a part of the number) narrow together. */
function numberConditions(filter: CustomerOrdersArgs['filter']): SQL[] | null {
  const number = filter?.number;
  if (!number) return [];
  const conditions: SQL[] = [];
  if (number.eq != null) conditions.push(eq(orders.number, checkedText(number.eq, 'filter.number.eq')));
  if (number.in != null) {
    if (number.in.length > MAX_NUMBERS_IN)
      throw inputError(
        'TOO_MANY_ITEMS',
        { field: 'filter.number.in', max: MAX_NUMBERS_IN },
        `filter.number.in can hold at most ${MAX_NUMBERS_IN} numbers`,
      );
    const wanted = number.in.filter((n): n is string => n != null).map((n) => checkedText(n, 'filter.number.in'));
    if (wanted.length === 0) return null;
    conditions.push(inArray(orders.number, wanted));
  }
  if (number.match != null) {
    const part = checkedText(number.match, 'filter.number.match').replace(/[\\%_]/g, (ch) => `\\${ch}`);
    if (part !== '') conditions.push(ilike(orders.number, `%${part}%`));
  }
  return conditions;
}

function pageOf(args: CustomerOrdersArgs): { currentPage: number; pageSize: number } {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? ORDERS_PAGE_SIZE.default;
  if (currentPage < 1) throw inputError('CURRENT_PAGE_INVALID', {}, 'currentPage value must be greater than 0.');
  const max = ORDERS_PAGE_SIZE.max;
  if (pageSize < 1) throw inputError('PAGE_SIZE_INVALID', { max }, 'pageSize value must be greater than 0.');
  if (pageSize > max) throw inputError('PAGE_SIZE_INVALID', { max }, `pageSize value must be at most ${max}.`);
  return { currentPage, pageSize };
}

function orderingOf(sort: CustomerOrdersArgs['sort']): SQL[] {
  const direction = sort?.sort_direction === 'ASC' ? asc : desc;
  if (sort?.sort_field === 'NUMBER') return [direction(orders.number)];
  return [direction(orders.createdAt), direction(orders.id)];
}

/** The signed-in customer's orders, newest first unless sorted otherwise, one page at a time. */
export async function customerOrders(ctx: RequestContext, args: CustomerOrdersArgs) {
  const customerId = await requireCustomerId(ctx);
  const { currentPage, pageSize } = pageOf(args);
  const filters = numberConditions(args.filter);
  const pageInfo = (total: number) => ({ current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) });
  if (filters === null) return { items: [], total_count: 0, page_info: pageInfo(0) };

  const where = and(eq(orders.customerId, customerId), eq(orders.storeCode, ctx.store.code), ...filters);
  const [counted] = await ctx.db.select({ total: count() }).from(orders).where(where);
  const total = Number(counted?.total ?? 0);
  const offset = (currentPage - 1) * pageSize;
  if (offset >= total) return { items: [], total_count: total, page_info: pageInfo(total) };

  const rows = await ctx.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderingOf(args.sort))
    .limit(pageSize)
    .offset(offset);
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return {
    items: rows.map((order) =>
      customerOrderView(
        order,
        items.filter((item) => item.orderId === order.id),
        ctx.store.taxLabel,
        ctx.store.taxRateHigh,
      ),
    ),
    total_count: total,
    page_info: pageInfo(total),
  };
}
