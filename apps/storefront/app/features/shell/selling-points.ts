import { DELIVERY_DAYS_PLACEHOLDER, deliveryDaysOption, deliveryUspText, fillDeliveryDays, normalizeLink, type Locale } from '@shop/rules';

/** A selling point as the header, checkout and footer strips show it (P6–P8). */
export interface UspView {
  id: string;
  label: string;
  /** The editor's description with `{days}` filled in (P7), or null. */
  description: string | null;
  /** The editor's description as written, `{days}` kept, so the strip can fill it in again as the day turns. */
  template: string | null;
  href: string | null;
  icon: string;
}

/** A selling point as the layout query answers it, for any placement. */
export interface UspSource {
  id: string;
  label: string;
  description?: string | null;
  icon: string;
  sequence: number;
  link?: { href: string } | null;
}

/**
 * Where and when the delivery promise is computed: one rule (`@shop/rules` delivery, P12–P15) for
 * every strip. `personalize` is the store's toggle (P14, P15): on, the delivery point's label is
 * the computed day; off, the editor's label stays.
 */
export interface DeliveryClock {
  now: Date;
  language: Locale;
  timeZone: string;
  personalize: boolean;
}

/** Whether a selling point is the delivery promise (P14). */
export function isDeliveryUsp(usp: Pick<UspView, 'id' | 'icon'>): boolean {
  return usp.icon === 'delivery' || usp.id === 'delivery';
}

/** A description; one with `{days}` only when the days are known (P7). */
function describe(template: string | null, days: number | null): string | null {
  if (!template) return null;
  if (!template.includes(DELIVERY_DAYS_PLACEHOLDER)) return template;
  return days === null ? null : fillDeliveryDays(template, days);
}

/**
 * The selling points at a moment: the delivery point's label from the delivery rule when the store
 * personalizes it, every `{days}` the days until that same delivery day. Without a clock the
 * descriptions that need one are left out.
 */
export function atMoment(items: UspView[], clock: DeliveryClock | null): UspView[] {
  const days = clock ? deliveryDaysOption(clock.now, clock.timeZone) : null;
  const label = clock?.personalize ? deliveryUspText(clock.now, clock.language, clock.timeZone) : null;
  return items.map((usp) => ({
    ...usp,
    label: label && isDeliveryUsp(usp) ? label : usp.label,
    description: describe(usp.template, days),
  }));
}

/** The layout's selling points by sequence, those without a label left out (P7, P8), at a moment. */
export function sellingPoints(items: readonly UspSource[] | undefined, clock: DeliveryClock | null): UspView[] {
  const views = [...(items ?? [])]
    .filter((usp) => usp.label.trim() !== '')
    .sort((a, b) => a.sequence - b.sequence)
    .map((usp) => ({
      id: usp.id,
      label: usp.label.trim(),
      description: null,
      template: usp.description?.trim() || null,
      href: usp.link ? normalizeLink(usp.link.href) : null,
      icon: usp.icon,
    }));
  return atMoment(views, clock);
}
