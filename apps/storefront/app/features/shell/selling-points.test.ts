import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { loadCheckoutLayout } from '../checkout/checkout-layout.server.ts';
import { atMoment, sellingPoints, type UspSource } from './selling-points.ts';
import { storeConfigFixture } from './shell-store.fixture.ts';
import { toShellView, type ShellSource } from './shell-view.ts';

/** The seeded delivery point: a label true on any day, a description counting the days. */
const deliveryPoint: UspSource = {
  id: 'delivery',
  label: 'Ma t/m vr voor 21:00 besteld, morgen in huis',
  description: 'Dagen tot levering: {days}',
  icon: 'delivery',
  sequence: 1,
  link: { href: '/klantenservice/verzenden-en-retourneren' },
};
const returns: UspSource = { id: 'returns', label: '30 dagen bedenktijd', description: null, icon: 'calendar', sequence: 2, link: null };

const usp = (point: UspSource) => ({ className: null, description: null, link: null, ...point });

function shellSource(personalize: boolean): ShellSource {
  return {
    storeConfig: storeConfigFixture({ delivery_personalization: personalize }),
    layout: {
      trustedShop: null,
      uspHeader: [usp(deliveryPoint), usp(returns)],
      uspFooter: [usp(returns), usp(deliveryPoint)],
      footerIcons: null,
      headerMenu: { link_groups: [] },
      footerMenus: [],
      socials: [],
    },
  };
}

/** The three strips of one store at one moment: header and footer from the shell, the checkout's from its loader. */
async function strips(now: Date, personalize = true) {
  const shell = toShellView(shellSource(personalize), { language: 'nl', storeCode: 'nl', year: 2027, now });
  const { context } = fakeContext({
    CheckoutLayout: () => ({
      storeConfig: { website_name: 'Van Arkel', timezone: 'Europe/Amsterdam', delivery_personalization: personalize },
      layout: { uspCheckout: [deliveryPoint, returns] },
    }),
  });
  const checkout = await loadCheckoutLayout(context, now);
  const find = (items: { id: string; label: string; description: string | null }[]) => items.find((item) => item.id === 'delivery');
  return { header: find(shell.uspHeader), footer: find(shell.uspFooter), checkout: find(checkout.usps), delivery: checkout.delivery };
}

describe('one delivery promise in every strip (P12–P15, decision 050)', () => {
  // Amsterdam wall-clock moments over a week, with the promised day as the Dutch store words it.
  const week: [string, string, number][] = [
    ['Mon 10:00', '2027-03-08T10:00:00+01:00', 1],
    ['Mon 21:00', '2027-03-08T21:00:00+01:00', 2],
    ['Fri 20:59', '2027-03-12T20:59:00+01:00', 1],
    ['Fri 21:00', '2027-03-12T21:00:00+01:00', 4],
    ['Sat 10:00', '2027-03-13T10:00:00+01:00', 3],
    ['Sun 10:00', '2027-03-14T10:00:00+01:00', 2],
  ];
  const words: Record<string, string> = {
    'Mon 10:00': 'Morgen in huis*',
    'Mon 21:00': 'Overmorgen in huis*',
    'Fri 20:59': 'Morgen in huis*',
    'Fri 21:00': 'Dinsdag in huis*',
    'Sat 10:00': 'Dinsdag in huis*',
    'Sun 10:00': 'Overmorgen in huis*',
  };

  it.each(week)('%s: header, checkout and footer name the same day, the footer counts the days to it', async (name, moment, days) => {
    const { header, footer, checkout, delivery } = await strips(new Date(moment));
    expect(header?.label).toBe(words[name]);
    expect(checkout?.label).toBe(words[name]);
    expect(footer?.label).toBe(words[name]);
    expect(footer?.description).toBe(`Dagen tot levering: ${days}`);
    expect(delivery).toEqual({ timeZone: 'Europe/Amsterdam', personalize: true });
  });

  it("P14: with the store's toggle off every strip keeps the editor's label, the days still from the rule", async () => {
    const { header, footer, checkout } = await strips(new Date('2027-03-13T10:00:00+01:00'), false);
    expect([header?.label, checkout?.label, footer?.label]).toEqual(Array(3).fill(deliveryPoint.label));
    expect(footer?.description).toBe('Dagen tot levering: 3');
  });

  it('P14: a strip drawn before 21:00 names the new day when it is read again after 21:00', () => {
    const clock = { language: 'nl' as const, timeZone: 'Europe/Amsterdam', personalize: true };
    const drawn = sellingPoints([deliveryPoint, returns], { ...clock, now: new Date('2027-03-12T20:59:00+01:00') });
    const later = atMoment(drawn, { ...clock, now: new Date('2027-03-12T21:00:00+01:00') });
    expect(later.map((item) => [item.label, item.description])).toEqual([
      ['Dinsdag in huis*', 'Dagen tot levering: 4'],
      ['30 dagen bedenktijd', null],
    ]);
  });

  it('a checkout whose layout cannot be loaded has no selling points and the shop’s own time zone', async () => {
    const { context } = fakeContext({});
    expect(await loadCheckoutLayout(context)).toMatchObject({ usps: [], delivery: { timeZone: 'Europe/Amsterdam', personalize: false } });
  });
});
