/** The shop's one country-name rule lives with the other shared rules (pages and e-mails name countries alike). */
export { countryName } from '@shop/rules';
