import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { createGiftcardSelectionSchema, giftcardFormFields } from '@shop/rules';
import { useEffect, useMemo } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { ADD_TO_CART_PATH, ENHANCED_FIELD } from '../cart/add-to-cart/add-request.ts';
import { useAddToCart } from '../cart/add-to-cart/use-add-to-cart.ts';
import { AddedToCartDialog } from '../cart/add-to-cart/added-dialog.tsx';
import { GiftcardFields, useGiftcardErrorText, type GiftcardFieldKey, type GiftcardFieldState } from './giftcard-fields.tsx';
import { giftcardDefaults, type GiftcardView } from './giftcard-model.ts';

export interface EnhancedGiftcardFormProps {
  view: GiftcardView;
  formId: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** What the shopper entered in the form before this one replaced it. */
  draft: Record<string, string> | null;
  /** The field that had the focus then, to give it back. */
  focusName: string | null;
}

/**
 * The gift card form once its checks have loaded (D11–D13): the shared rule checks each field as
 * the shopper goes (Conform), and adding happens in place with the added-to-cart pop-up. The
 * server checks again, and the API once more.
 */
export function EnhancedGiftcardForm({ view, formId, lastResult, draft, focusName }: EnhancedGiftcardFormProps) {
  const intl = useIntl();
  const text = useGiftcardErrorText(view);
  // A refusal shows in the form itself (its field errors), so only what was added is taken from here.
  const { fetcher, added, setAdded } = useAddToCart();
  const busy = fetcher.state !== 'idle';
  const schema = useMemo(() => createGiftcardSelectionSchema(view.amounts), [view.amounts]);
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data : null;

  const [form, fields] = useForm({
    id: formId,
    lastResult: refused ? (refused.giftcard ?? null) : draft ? undefined : lastResult,
    defaultValue: draft ?? giftcardDefaults(view),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      formData.set(ENHANCED_FIELD, '1');
      void fetcher.submit(formData, { method: 'post', action: ADD_TO_CART_PATH });
    },
  });

  useEffect(() => {
    if (focusName) (document.getElementById(`${formId}-${focusName}`) as HTMLElement | null)?.focus();
    // Only when this form takes over from the one the page was sent with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const states = Object.fromEntries(
    (Object.entries(giftcardFormFields) as [GiftcardFieldKey, string][]).map(([key, name]) => {
      const meta = fields[name];
      const state: GiftcardFieldState = {
        id: meta?.id ?? `${formId}-${name}`,
        name,
        errorId: meta?.errorId ?? `${formId}-${name}-error`,
        errors: meta?.errors,
        defaultValue: typeof meta?.initialValue === 'string' ? meta.initialValue : undefined,
      };
      return [key, state];
    }),
  ) as Record<GiftcardFieldKey, GiftcardFieldState>;
  const refusal = refused && !refused.giftcard ? intl.formatMessage({ id: `cart.add.error.${refused.reason}` }) : null;
  const type = fields[giftcardFormFields.type]?.value ?? giftcardDefaults(view)[giftcardFormFields.type];

  return (
    <GiftcardFields
      view={view}
      formId={form.id}
      fields={states}
      formErrors={[...(form.errors ?? []), ...(refusal ? [refusal] : [])]}
      errorText={text}
      ecard={type === 'virtual'}
      busy={busy}
      enhanced
      onSubmit={form.onSubmit}
      noValidate={form.noValidate}
    >
      <AddedToCartDialog result={added} onClose={() => setAdded(null)} />
    </GiftcardFields>
  );
}
