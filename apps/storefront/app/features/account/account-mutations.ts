import { graphql } from '../../graphql/index.ts';

/** Login (A4): a token for the e-mail and password. */
export const AccountLoginMutation = graphql(`
  mutation AccountLogin($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

/** Logout (A6). */
export const AccountLogoutMutation = graphql(`
  mutation AccountLogout {
    revokeCustomerToken {
      result
    }
  }
`);

/** Register (A7). */
export const AccountRegisterMutation = graphql(`
  mutation AccountRegister($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`);

/** Profile and newsletter choice (A12, A19). */
export const AccountUpdateCustomerMutation = graphql(`
  mutation AccountUpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        firstname
        lastname
        is_subscribed
      }
    }
  }
`);

/** Change password (A12); the API revokes every token of the customer afterwards. */
export const AccountChangePasswordMutation = graphql(`
  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`);

/** Forgot password (A8, A9): answers the same whether or not the e-mail has an account. */
export const AccountRequestPasswordResetMutation = graphql(`
  mutation AccountRequestPasswordReset($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`);

/** New password with the e-mailed token (A8, A9). */
export const AccountResetPasswordMutation = graphql(`
  mutation AccountResetPassword($email: String!, $token: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)
  }
`);

/** Address book (A13–A15). */
export const AccountCreateAddressMutation = graphql(`
  mutation AccountCreateAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      id
    }
  }
`);

export const AccountUpdateAddressMutation = graphql(`
  mutation AccountUpdateAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      id
    }
  }
`);

export const AccountDeleteAddressMutation = graphql(`
  mutation AccountDeleteAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);

/** The customer's own cart after login (001 §4 Login). */
export const AccountCustomerCartQuery = graphql(`
  query AccountCustomerCart {
    customerCart {
      id
    }
  }
`);

/** The guest cart moved into the customer's cart after login (001 §4 Login). */
export const AccountMergeCartsMutation = graphql(`
  mutation AccountMergeCarts($source: String!, $destination: String) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      id
    }
  }
`);
