import { isMerchandisingSortKey, merchandising, readMerchandisingName, type MerchandisingSortKey } from '@shop/rules';
import { inputError } from '../platform/errors.ts';
import type { SearchRequest } from '../search/engine.ts';
import type { ListingPlan } from './listing-plan.ts';

/**
 * How a listing reads `sequenceProfile` and `merchandiserSortKey` (C27, decision 056). Names are
 * bounded and spelled like names, or the request is refused; a well-formed name the shop does not
 * know is no error: an unknown sort key is `position`, an unknown profile falls back to the
 * category's active one.
 */

export interface MerchandisingArgs {
  sequenceProfile?: string | null;
  merchandiserSortKey?: string | null;
}

export interface MerchandisingChoice {
  /** The profile asked for; null: the category's active one. */
  profile: string | null;
  sortKey: MerchandisingSortKey;
}

function readName(value: string | null | undefined, argument: keyof MerchandisingArgs): string | null {
  const name = readMerchandisingName(value);
  if (name === false) {
    throw inputError(
      'CATALOG_MERCHANDISING_INVALID',
      { argument, max: merchandising.nameMaxLength },
      `"${argument}" is a name of at most ${merchandising.nameMaxLength} letters, digits, - and _.`,
    );
  }
  return name;
}

/** The two arguments, checked; throws CATALOG_MERCHANDISING_INVALID for an oversized or garbled name. */
export function readMerchandisingArgs(args: MerchandisingArgs): MerchandisingChoice {
  const profile = readName(args.sequenceProfile, 'sequenceProfile');
  const key = readName(args.merchandiserSortKey, 'merchandiserSortKey');
  return { profile, sortKey: isMerchandisingSortKey(key) ? key : merchandising.defaultSortKey };
}

/**
 * The staff-set order a listing applies: only on one category (the category page, with or without
 * further filters) and only when the sort key is `position`. The answer names what applied.
 */
export function sequenceOf(
  plan: Pick<ListingPlan, 'currentCategory' | 'categoryIds'>,
  choice: MerchandisingChoice,
): { sequence: SearchRequest['sequence']; profile: string | null; sortKey: MerchandisingSortKey } {
  const category = plan.categoryIds?.length === 1 ? plan.currentCategory : null;
  if (!category) return { sequence: null, profile: choice.profile, sortKey: choice.sortKey };
  const active = category.sequenceProfile;
  const profile = choice.profile ?? active;
  const sequence = choice.sortKey === 'position' ? { categoryId: category.id, profile, fallback: active } : null;
  return { sequence, profile, sortKey: choice.sortKey };
}
