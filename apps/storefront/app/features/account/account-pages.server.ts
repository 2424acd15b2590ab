/** The dashboard (A11), the order history (A16), one order (A17, A18) and the newsletter setting (A19). */
import { formatPrice, type Locale } from '@shop/rules';
import type { AppLoadContext } from 'react-router';
import { notFound } from '../../lib/not-found.server.ts';
import { toOrderConfirmation, type OrderConfirmationView } from '../checkout/order-model.ts';
import { AccountDashboardQuery, AccountNewsletterQuery, AccountOrderQuery, AccountOrdersQuery } from './account-query.ts';
import { AccountUpdateCustomerMutation } from './account-mutations.ts';
import { isNotLoggedIn } from './api-errors.ts';
import { toAddressCards, type AddressCardView } from './address-book-model.ts';
import { toOrderRow, type OrderRowView, ORDERS_PAGE_SIZE, pageFromSearch } from './orders-model.ts';
import { toNewsletterState, type NewsletterState } from './newsletter-state.ts';
import { accountPaths } from './paths.ts';
import { customerQuery, loginRedirect, redirectWith, requireTokenCookie } from './session.server.ts';
import type { RequestArgs } from '../../context.ts';

/** How many orders the dashboard shows (A11). */
export const DASHBOARD_ORDERS = 3;

export interface DashboardData {
  name: string;
  email: string;
  newsletter: NewsletterState;
  defaultBilling: AddressCardView | null;
  defaultShipping: AddressCardView | null;
  latestOrders: OrderRowView[];
  orderCount: number;
}

export async function loadDashboard({ context }: Pick<RequestArgs, 'context'>): Promise<DashboardData> {
  const { customer } = await customerQuery(context, AccountDashboardQuery, { latest: DASHBOARD_ORDERS });
  if (!customer) throw loginRedirect(context, true);
  const cards = toAddressCards(customer.addresses, context.language);
  return {
    name: [customer.firstname, customer.lastname].filter(Boolean).join(' '),
    email: customer.email ?? '',
    newsletter: toNewsletterState(customer.newsletter_status),
    defaultBilling: cards.find((card) => card.defaultBilling) ?? null,
    defaultShipping: cards.find((card) => card.defaultShipping) ?? null,
    latestOrders: (customer.orders?.items ?? []).flatMap((order) => (order ? [toOrderRow(order, context.language)] : [])),
    orderCount: customer.orders?.total_count ?? 0,
  };
}

export interface OrdersData {
  orders: OrderRowView[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export async function loadOrders({ request, context }: RequestArgs): Promise<OrdersData> {
  const page = pageFromSearch(new URL(request.url).searchParams);
  const { customer } = await customerQuery(context, AccountOrdersQuery, { currentPage: page, pageSize: ORDERS_PAGE_SIZE });
  const orders = customer?.orders;
  return {
    orders: (orders?.items ?? []).flatMap((order) => (order ? [toOrderRow(order, context.language)] : [])),
    page,
    totalPages: orders?.page_info?.total_pages ?? 1,
    totalCount: orders?.total_count ?? 0,
  };
}

export interface OrderDetailData {
  order: OrderConfirmationView;
  status: string;
  unitPrices: Record<string, string>;
}

/** Order numbers are short codes; anything else is no order of ours. */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

/** One of the customer's orders; another customer's number or an unknown one answers 404 (A18). */
export async function loadOrderDetail(number: string | undefined, context: AppLoadContext): Promise<OrderDetailData> {
  requireTokenCookie(context);
  if (!number || !ORDER_NUMBER.test(number)) return notFound(context);
  const { customer } = await customerQuery(context, AccountOrderQuery, { number });
  const order = customer?.orders?.items[0];
  if (!order || order.number !== number) return notFound(context);
  const language = context.language as Locale;
  return {
    order: toOrderConfirmation(order, language),
    status: order.status,
    unitPrices: Object.fromEntries(order.items.map((item) => [item.id, formatPrice(item.product_sale_price_incl_tax.value, language)])),
  };
}

export interface NewsletterData {
  email: string;
  /** Subscribed, waiting for the e-mailed link (the choice is on, NL9), or not subscribed. */
  state: NewsletterState;
  /** What was just saved: `on` (subscribed, or waiting for the e-mailed confirmation, NL9) or `off`. */
  saved: 'on' | 'off' | null;
}

export async function loadNewsletter({ request, context }: RequestArgs): Promise<NewsletterData> {
  const { customer } = await customerQuery(context, AccountNewsletterQuery, {});
  return {
    email: customer?.email ?? '',
    state: toNewsletterState(customer?.newsletter_status),
    saved: savedChoice(new URL(request.url).searchParams.get('saved')),
  };
}

function savedChoice(value: string | null): 'on' | 'off' | null {
  return value === 'on' || value === 'off' ? value : null;
}

/** The newsletter choice for the account e-mail (A19): the checkbox as sent, through updateCustomer. */
export async function newsletterAction({ request, context }: RequestArgs) {
  requireTokenCookie(context);
  const formData = await request.formData();
  const subscribed = formData.get('subscribed') === 'on';
  try {
    await context.api.query(AccountUpdateCustomerMutation, { input: { is_subscribed: subscribed } });
  } catch (error) {
    if (isNotLoggedIn(error)) throw loginRedirect(context, true);
    throw error;
  }
  return redirectWith(`${accountPaths.newsletter}?saved=${subscribed ? 'on' : 'off'}`, []);
}
