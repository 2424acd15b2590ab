import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { thirdPartyEnabled } from '../../lib/third-party.ts';
import type { SizeChoice } from '../product/variant-selection.ts';
import { ownSizingService, sizingSessionId } from './sizing-service.ts';
import styles from './size-advice.module.css';

/** The option that is the size (the size table's option; else the last one). */
function sizeOption(choice: SizeChoice) {
  return choice.options.find((option) => option.code === 'size') ?? choice.options.at(-1) ?? null;
}

/**
 * Size advice on the product page (L23; decision 053): with a sizing session, the size this
 * shopper chose most recently that the model comes in. Choosing a size here adds it to the history.
 */
export default function SizeAdvice({ choice }: { choice: SizeChoice }) {
  const intl = useIntl();
  const { search } = useLocation();
  const option = sizeOption(choice);
  const labels = option?.values.map((value) => value.label) ?? [];
  const chosen = option?.values.find((value) => value.selected)?.label ?? null;
  const [advice, setAdvice] = useState<string | null>(null);
  const key = labels.join('|');
  useEffect(() => {
    if (!thirdPartyEnabled(search) || !sizingSessionId(document.cookie)) {
      setAdvice(null);
      return;
    }
    // Advice first, then the choice joins the history: the advice shows what came before.
    setAdvice(ownSizingService.advise(key.split('|')));
    if (chosen && key.includes('|')) ownSizingService.remember(chosen);
  }, [key, chosen, search]);
  if (!advice) return null;
  return (
    <p className={styles.advice} data-testid="size-advice">
      {intl.formatMessage({ id: 'sizing.advice' }, { size: advice })}
    </p>
  );
}
