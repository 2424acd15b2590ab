import { formatLongDate, formatPrice, type Locale } from '@shop/rules';
import { accountPaths } from './paths.ts';

/** Orders per page of the history (A16). */
export const ORDERS_PAGE_SIZE = 10;
/** No history runs this deep; larger page numbers are read as the last one the API has. */
const MAX_PAGE = 1000;

/** An order as the history and the dashboard list it (A11, A16). */
export interface OrderRowView {
  number: string;
  href: string;
  date: string;
  /** The message key of the status: pending_payment, processing, canceled or complete. */
  statusKey: string;
  total: string;
}

export interface OrderRowData {
  number: string;
  order_date: string;
  status: string;
  total: { grand_total: { value: number } };
}

const KNOWN_STATUSES = new Set(['pending_payment', 'processing', 'canceled', 'complete']);

/** The message key of an order status; unknown statuses read as processing. */
export function orderStatusKey(status: string): string {
  return `account.orders.status.${KNOWN_STATUSES.has(status) ? status : 'processing'}`;
}

function orderDate(value: string, language: Locale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatLongDate(date, language, 'Europe/Amsterdam');
}

export function toOrderRow(order: OrderRowData, language: string): OrderRowView {
  const locale = language as Locale;
  return {
    number: order.number,
    href: accountPaths.order(order.number),
    date: orderDate(order.order_date, locale),
    statusKey: orderStatusKey(order.status),
    total: formatPrice(order.total.grand_total.value, locale),
  };
}

/** The `page` parameter of the history: a whole number from 1, else 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const value = search.get('page');
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}
