import { chosenGiftcardAmount } from '@shop/rules';
import { useEffect, useState } from 'react';
import type { GiftcardView } from './giftcard-model.ts';

/** The gift card form's id: the plain form and the one that takes over share it. */
export const GIFTCARD_FORM_ID = 'giftcard';

/**
 * The value chosen in the gift card form so far (D12–D13), for the headline price, or null (not a
 * gift card, nothing chosen yet, or before scripts run: the page then shows the lowest value). It
 * follows the form by its id, so it keeps following when the checking form takes over.
 */
export function useChosenGiftcardAmount(view: GiftcardView | null): number | null {
  const [amount, setAmount] = useState<number | null>(null);
  useEffect(() => {
    if (!view) return;
    const read = (event?: Event) => {
      const form = document.getElementById(GIFTCARD_FORM_ID);
      if (!(form instanceof HTMLFormElement)) return;
      if (event && !(event.target instanceof Node && form.contains(event.target))) return;
      const values = new FormData(form);
      setAmount(chosenGiftcardAmount((name) => values.get(name)?.toString() ?? null, view.amounts));
    };
    read();
    document.addEventListener('input', read);
    document.addEventListener('change', read);
    return () => {
      document.removeEventListener('input', read);
      document.removeEventListener('change', read);
    };
  }, [view]);
  return amount;
}
