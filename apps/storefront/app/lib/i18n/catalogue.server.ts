import type { Locale } from '@shop/rules';
import { mergeCatalogues, type Catalogue, type FeatureMessages } from './catalogue.ts';

const featureModules = import.meta.glob<{ messages: FeatureMessages }>('../../features/*/messages.ts', { eager: true });

/**
 * Every feature's texts, merged per language. Server only: the browser gets the one language of
 * its store through the root loader (`messagesFor`), not the whole catalogue.
 */
export const catalogue: Catalogue = mergeCatalogues(
  Object.fromEntries(Object.entries(featureModules).map(([path, module]) => [path, module.messages])),
);

/** The texts of one store language. */
export function messagesFor(locale: Locale): Record<string, string> {
  return catalogue[locale];
}
