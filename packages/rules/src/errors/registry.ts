/**
 * The shop's error vocabulary: every refusal the API gives carries one of these codes with its
 * parameters. Magento clients read the message (Magento's own English text); the storefront reads
 * only the code and the parameters and shows its own text in the store's language.
 *
 * Where Magento has a code for the refusal (`CartUserInputError.code`, `WishListUserInputError.code`)
 * the answer carries Magento's code there, and ours beside it; otherwise ours is `extensions.code`
 * with the parameters in `extensions.params`.
 *
 * The contract (decision 039, `apps/storefront/app/lib/api-errors.contract.test.ts`): every code
 * that can reach a shopper has the message `apiError.<CODE>` in nl, en and de, written with at
 * most the code's parameters as placeholders. A code marked `internal` cannot reach a shopper
 * through the storefront (it guards the input itself, or only other clients and staff tools
 * send it); the storefront shows its generic "that did not work" text if one ever arrives.
 */

/** One code: the names of the parameters it carries (all strings on the wire) and what it means. */
export interface ErrorCodeSpec {
  /** Parameter names, e.g. `['min']`; values travel as strings in `extensions.params`. */
  readonly params: readonly string[];
  /** One line for the next engineer: when the API answers this. */
  readonly meaning: string;
  /**
   * True when no shopper meets this refusal through the storefront (pagination and argument
   * limits the storefront never exceeds, staff-only operations): no shopper text is required.
   */
  readonly internal?: true;
}

/** Declares a domain's codes; keeps the literal keys for the `ErrorCode` union. */
export function defineErrorCodes<const T extends Record<string, ErrorCodeSpec>>(codes: T): T {
  return codes;
}
