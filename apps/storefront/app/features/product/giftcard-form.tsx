import type { SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { fieldStates, GiftcardFields, useGiftcardErrorText } from './giftcard-fields.tsx';
import type { EnhancedGiftcardFormProps } from './giftcard-form-enhanced.tsx';
import { GiftcardInfo } from './giftcard-info.tsx';
import { giftcardDefaults, type GiftcardView } from './giftcard-model.ts';
import { GIFTCARD_FORM_ID } from './giftcard-price.ts';

const FORM_ID = GIFTCARD_FORM_ID;

export interface GiftcardFormProps {
  view: GiftcardView;
  /** The server's answer to a submission without scripts (the form is shown again with its errors). */
  lastResult?: SubmissionResult<string[]> | undefined;
}

/** Entries and problems of a server answer, per field name. */
function fromResult(view: GiftcardView, lastResult: SubmissionResult<string[]> | undefined) {
  const values = (lastResult?.initialValue ?? giftcardDefaults(view)) as Record<string, unknown>;
  const errors = lastResult?.error ?? {};
  return {
    fields: fieldStates(FORM_ID, (name) => ({
      errors: errors[name] ?? undefined,
      defaultValue: typeof values[name] === 'string' ? (values[name] as string) : undefined,
    })),
    formErrors: errors[''] ?? [],
  };
}

/**
 * The gift card's form (D11–D13). The page is sent with a plain form that posts to the add-to-cart
 * action, so it works before and without scripts. Its checks (Zod and Conform) are not part of
 * the product page's scripts (decision 014): once the page runs, they load and the form that
 * checks as the shopper goes takes over, keeping what was typed and where the focus was.
 */
export function GiftcardForm({ view, lastResult }: GiftcardFormProps) {
  const text = useGiftcardErrorText(view);
  const plain = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState<{
    Form: ComponentType<EnhancedGiftcardFormProps>;
    draft: Record<string, string> | null;
    focusName: string | null;
  } | null>(null);

  useEffect(() => {
    let live = true;
    void import('./giftcard-form-enhanced.tsx').then(({ EnhancedGiftcardForm }) => {
      if (!live) return;
      const form = plain.current;
      const entries = form ? [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
      const active = document.activeElement;
      const focusName = form && active instanceof HTMLElement && form.contains(active) ? active.getAttribute('name') : null;
      setEnhanced({ Form: EnhancedGiftcardForm, draft: entries.length > 0 ? Object.fromEntries(entries) : null, focusName });
    });
    return () => {
      live = false;
    };
  }, []);

  if (enhanced) {
    const { Form } = enhanced;
    return (
      <>
        <Form view={view} formId={FORM_ID} lastResult={lastResult} draft={enhanced.draft} focusName={enhanced.focusName} />
        <GiftcardInfo view={view} />
      </>
    );
  }
  const { fields, formErrors } = fromResult(view, lastResult);
  return (
    <>
      <GiftcardFields
        view={view}
        formId={FORM_ID}
        fields={fields}
        formErrors={formErrors}
        errorText={text}
        ecard={fields.type.defaultValue === 'virtual'}
        formRef={plain}
      />
      <GiftcardInfo view={view} />
    </>
  );
}
