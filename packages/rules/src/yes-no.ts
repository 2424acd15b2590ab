/**
 * Yes and no written as text (decision 040): a boolean filter in a listing address or in the API's
 * products() filter, and a yes/no field an editor fills in. One set of words for all of them:
 * English, Dutch and German words, 1/0 and on/off, in any case and with spaces around.
 */
export const yesNoWords = {
  yes: ['true', '1', 'yes', 'ja', 'on'],
  no: ['false', '0', 'no', 'nee', 'nein', 'off'],
} as const;

const YES = new Set<string>(yesNoWords.yes);
const NO = new Set<string>(yesNoWords.no);

/** true for a yes word, false for a no word, null for anything else. */
export function readYesNo(value: string): boolean | null {
  const word = value.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}
