import { de } from './texts/de.ts';
import { en } from './texts/en.ts';
import { nl } from './texts/nl.ts';

/** Account texts (login, register, password, dashboard, addresses, orders, newsletter), one file per language. */
export const messages = { nl, en, de };
