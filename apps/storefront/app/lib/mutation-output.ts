/**
 * A mutation's output, which the API declares nullable as Magento does (decision 062): the API client
 * throws when the field has an error, so an answer without one carries the output; null without an
 * error is a broken answer and fails like one.
 */
export function mutationOutput<T>(output: T | null, mutation: string): T {
  if (output === null) throw new Error(`The API answered ${mutation} with neither an output nor an error`);
  return output;
}
