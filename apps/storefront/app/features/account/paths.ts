/** The account area's addresses (R11), with the trailing slash the shop's page paths carry. */
export const accountPaths = {
  dashboard: '/customer/',
  login: '/customer/login/',
  create: '/customer/create/',
  forgotPassword: '/customer/forgotpassword/',
  edit: '/customer/edit/',
  address: '/customer/address/',
  orders: '/customer/orders/',
  newsletter: '/customer/newsletter/',
  logout: '/customer/logout/',
  order: (number: string) => `/customer/orders/${encodeURIComponent(number)}/`,
} as const;
