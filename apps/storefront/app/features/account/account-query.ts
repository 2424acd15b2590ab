import { graphql } from '../../graphql/index.ts';

/** The login check of every page (A1, A2): a token only counts when it leads to a customer. */
export const AccountSessionQuery = graphql(`
  query AccountSession {
    customer {
      firstname
      lastname
      email
    }
  }
`);

/** An address-book entry as the account pages and the checkout show and edit it (A14). */
export const AccountAddressFragment = graphql(`
  fragment AccountAddress on CustomerAddress {
    id
    firstname
    lastname
    company
    street
    postcode
    city
    country_code
    telephone
    vat_id
    default_billing
    default_shipping
  }
`);

/** An order as a row of the history and the dashboard (A11, A16). */
export const AccountOrderRowFragment = graphql(`
  fragment AccountOrderRow on CustomerOrder {
    id
    number
    order_date
    status
    total {
      grand_total {
        value
      }
    }
  }
`);

/** The dashboard (A11): name, e-mail, default addresses and the latest orders. */
export const AccountDashboardQuery = graphql(`
  query AccountDashboard($latest: Int!) {
    customer {
      firstname
      lastname
      email
      newsletter_status
      addresses {
        ...AccountAddress
      }
      orders(currentPage: 1, pageSize: $latest) {
        items {
          ...AccountOrderRow
        }
        total_count
      }
    }
  }
`);

/** The profile form (A12). */
export const AccountProfileQuery = graphql(`
  query AccountProfile {
    customer {
      firstname
      lastname
      email
      gender
    }
  }
`);

/** The address book (A13) with what its form needs from the store (countries, the phone rule). */
export const AccountAddressBookQuery = graphql(`
  query AccountAddressBook {
    customer {
      firstname
      lastname
      addresses {
        ...AccountAddress
      }
    }
    ...AddressFormConfig
  }
`);

/** One page of the order history (A16). */
export const AccountOrdersQuery = graphql(`
  query AccountOrders($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize) {
        items {
          ...AccountOrderRow
        }
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
      }
    }
  }
`);

/** One of the customer's own orders by its number (A17); another's answers nothing (A18). */
export const AccountOrderQuery = graphql(`
  query AccountOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, currentPage: 1, pageSize: 1) {
        items {
          id
          ...OrderView
        }
      }
    }
  }
`);

/** The newsletter setting of the account e-mail (A19). */
export const AccountNewsletterQuery = graphql(`
  query AccountNewsletter {
    customer {
      email
      newsletter_status
    }
  }
`);

/** Whether the e-mailed reset link still works, asked before the new-password form is shown (A9). */
export const AccountResetTokenStateQuery = graphql(`
  query AccountResetTokenState($email: String!, $token: String!) {
    passwordResetTokenState(email: $email, resetPasswordToken: $token)
  }
`);
