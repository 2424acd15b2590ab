/** One country-name format per language: constructing Intl.DisplayNames costs more than using it. */
const countryNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in a shop language ("Verenigd Koninkrijk" for GB in nl, "Niederlande" for NL in
 * de), for pages and e-mails alike; the code itself when Intl has none.
 */
export function countryName(code: string, language: string): string {
  try {
    let names = countryNames.get(language);
    if (!names) {
      names = new Intl.DisplayNames([language], { type: 'region' });
      countryNames.set(language, names);
    }
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
