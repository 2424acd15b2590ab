import { de } from './texts/de.ts';
import { en } from './texts/en.ts';
import { nl } from './texts/nl.ts';

/** Checkout, order confirmation and cart restore texts (000 §8; 001 §8), one file per language. */
export const messages = { nl, en, de };
