/**
 * The shop's error vocabulary: every refusal the API gives carries one of these codes with its
 * parameters. Magento clients read the message (Magento's own English text); the storefront reads
 * only the code and the parameters and shows its own text in the store's language.
 *
 * Where Magento has a code for the refusal (`CartUserInputError.code`, `WishListUserInputError.code`)
 * the answer carries Magento's code there, and ours beside it; otherwise ours is `extensions.code`
 * with the parameters in `extensions.params`.
 */

/** One code: the names of the parameters it carries (all strings on the wire) and what it means. */
export interface ErrorCodeSpec {
  /** Parameter names, e.g. `['min']`; values travel as strings in `extensions.params`. */
  readonly params: readonly string[];
  /** One line for the next engineer: when the API answers this. */
  readonly meaning: string;
}

/** Declares a domain's codes; keeps the literal keys for the `ErrorCode` union. */
export function defineErrorCodes<const T extends Record<string, ErrorCodeSpec>>(codes: T): T {
  return codes;
}
