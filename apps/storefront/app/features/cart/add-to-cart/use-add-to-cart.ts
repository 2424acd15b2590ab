import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { pushAddToCart } from '../analytics.ts';
import type { AddFailureReason, AddToCartResult } from './add-result.ts';
import type { ErrorText } from '../cart-errors.ts';

type Added = Extract<AddToCartResult, { ok: true }>;
type Failure = { reason: AddFailureReason; detail: ErrorText | null };

/**
 * A product form's add-to-cart in place (CA10, AN4): its fetcher, and each answer acted on once:
 * what was added (for the added-to-cart pop-up, and reported to analytics) or why it was not (for
 * the error pop-up). Both stay until the pop-up that shows them is closed.
 */
export function useAddToCart() {
  const fetcher = useFetcher<AddToCartResult>();
  const [added, setAdded] = useState<Added | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setAdded(result);
      pushAddToCart(result.added.analytics);
    } else {
      setFailure({ reason: result.reason, detail: result.detail });
    }
  }, [fetcher.state, fetcher.data]);

  return { fetcher, added, setAdded, failure, setFailure };
}
