import { inArray } from 'drizzle-orm';
import { rowsLoader } from '../platform/batch-loader.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Resolvers } from '../platform/generated/resolvers.ts';
import { createCustomerAddress, deleteCustomerAddress, updateCustomerAddress } from './addresses.ts';
import { passwordResetTokenState, requestPasswordResetEmail, resetPassword } from './password-reset.ts';
import {
  changeCustomerPassword,
  createCustomer,
  generateCustomerToken,
  isEmailAvailable,
  revokeCustomerToken,
  signedInCustomer,
  updateCustomer,
  updateCustomerEmail,
} from './service.ts';
import { customerAddresses } from './tables.ts';
import { addressView, customerView, type CustomerAddressRow } from './views.ts';

/** The addresses of the customers a request shows, read once (Customer.addresses and the default ids). */
function addressesOf(ctx: RequestContext, customerId: number): Promise<CustomerAddressRow[]> {
  return rowsLoader(
    ctx,
    'customer.addresses',
    (ids: number[]) =>
      ctx.db.select().from(customerAddresses).where(inArray(customerAddresses.customerId, ids)).orderBy(customerAddresses.id),
    (row) => row.customerId,
  ).load(customerId);
}

async function defaultAddressId(ctx: RequestContext, customerId: number | null | undefined, kind: 'defaultBilling' | 'defaultShipping') {
  if (customerId == null) return null;
  const found = (await addressesOf(ctx, customerId)).find((row) => row[kind]);
  return found ? String(found.id) : null;
}

const customerOutput = (row: Parameters<typeof customerView>[0]) => ({ customer: customerView(row) });

export const customerResolvers: Resolvers = {
  Query: {
    customer: async (_root, _args, ctx) => customerView(await signedInCustomer(ctx)),
    isEmailAvailable: async (_root, args, ctx) => ({ is_email_available: await isEmailAvailable(ctx, args.email) }),
    passwordResetTokenState: (_root, args, ctx) => passwordResetTokenState(ctx, args.email, args.resetPasswordToken),
  },
  Mutation: {
    generateCustomerToken: async (_root, args, ctx) => ({ token: await generateCustomerToken(ctx, args.email, args.password) }),
    revokeCustomerToken: async (_root, _args, ctx) => {
      await revokeCustomerToken(ctx);
      return { result: true };
    },
    createCustomer: async (_root, { input }, ctx) => customerOutput(await createCustomer(ctx, input)),
    createCustomerV2: async (_root, { input }, ctx) => customerOutput(await createCustomer(ctx, input)),
    updateCustomer: async (_root, { input }, ctx) => customerOutput(await updateCustomer(ctx, input, true)),
    updateCustomerV2: async (_root, { input }, ctx) => customerOutput(await updateCustomer(ctx, input, false)),
    updateCustomerEmail: async (_root, args, ctx) => customerOutput(await updateCustomerEmail(ctx, args.email, args.password)),
    changeCustomerPassword: async (_root, args, ctx) =>
      customerView(await changeCustomerPassword(ctx, args.currentPassword, args.newPassword)),
    createCustomerAddress: async (_root, { input }, ctx) => addressView(await createCustomerAddress(ctx, input)),
    updateCustomerAddress: async (_root, args, ctx) => addressView(await updateCustomerAddress(ctx, args.id, args.input)),
    deleteCustomerAddress: (_root, args, ctx) => deleteCustomerAddress(ctx, args.id),
    requestPasswordResetEmail: (_root, args, ctx) => requestPasswordResetEmail(ctx, args.email),
    resetPassword: (_root, args, ctx) => resetPassword(ctx, args.email, args.resetPasswordToken, args.newPassword),
  },
  Customer: {
    addresses: async (customer, _args, ctx) => (customer.id == null ? [] : (await addressesOf(ctx, customer.id)).map(addressView)),
    default_billing: (customer, _args, ctx) => defaultAddressId(ctx, customer.id, 'defaultBilling'),
    default_shipping: (customer, _args, ctx) => defaultAddressId(ctx, customer.id, 'defaultShipping'),
  },
};
