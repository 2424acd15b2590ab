import { describe, expect, it } from 'vitest';
import { renderPageAt } from '../../lib/render-page.fixture.tsx';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { loadDashboard, loadNewsletter } from './account-pages.server.ts';
import { DashboardPageView } from './dashboard-page.tsx';
import { NewsletterPageView } from './newsletter-page.tsx';

type Language = 'nl' | 'en' | 'de';
const EMAIL = 'jan@example.nl';

const customer = (status: string) => ({
  customer: { firstname: 'Jan', lastname: 'de Vries', email: EMAIL, newsletter_status: status, addresses: [], orders: null },
});

async function newsletterPage(language: Language, status: string, search = ''): Promise<string> {
  const { context } = fakeContext({ AccountNewsletter: () => customer(status) }, { language, customerToken: 't' });
  const request = new Request(`https://shop.test/customer/newsletter/${search}`);
  const data = await loadNewsletter({ request, context, params: {} } as never);
  return renderPageAt('/customer/newsletter/', <NewsletterPageView data={data} />, language);
}

async function dashboard(language: Language, status: string): Promise<string> {
  const { context } = fakeContext({ AccountDashboard: () => customer(status) }, { language, customerToken: 't' });
  return renderPageAt('/customer/', <DashboardPageView data={await loadDashboard({ context })} />, language);
}

const checkbox = (html: string) => /<input[^>]*name="subscribed"[^>]*>/.exec(html)?.[0] ?? '';

describe('the newsletter while its confirmation is pending (A19, NL9)', () => {
  it.each([
    ['nl', 'Wacht op je bevestiging', 'Je ontvangt de nieuwsbrief niet.'],
    ['en', 'Waiting for your confirmation', 'You do not receive the newsletter.'],
    ['de', 'Wartet auf deine Bestätigung', 'Du bekommst den Newsletter nicht.'],
  ] as const)(
    '%s: the dashboard and the newsletter page say the link was sent to the address; the box stays ticked',
    async (language, waiting, notSubscribed) => {
      for (const html of [await dashboard(language, 'NOT_ACTIVE'), await newsletterPage(language, 'NOT_ACTIVE')]) {
        expect(html).toContain(waiting);
        expect(html).toContain(EMAIL);
        expect(html).not.toContain(notSubscribed);
      }
      expect(checkbox(await newsletterPage(language, 'NOT_ACTIVE'))).toContain('checked');
    },
  );

  it('a confirmed address is subscribed, one never asked for is not: box and text follow', async () => {
    const subscribed = await newsletterPage('nl', 'SUBSCRIBED');
    expect(subscribed).toContain('Je ontvangt de nieuwsbrief.');
    expect(checkbox(subscribed)).toContain('checked');
    const off = await newsletterPage('nl', 'UNSUBSCRIBED');
    expect(off).toContain('Je ontvangt de nieuwsbrief niet.');
    expect(checkbox(off)).not.toContain('checked');
    expect(await dashboard('nl', 'SUBSCRIBED')).toContain('Je ontvangt de nieuwsbrief.');
  });

  it('right after saving "on" for an unconfirmed address the page says the e-mail is on its way', async () => {
    const html = await newsletterPage('nl', 'NOT_ACTIVE', '?saved=on');
    expect(html).toContain('Bijna klaar: we hebben een e-mail gestuurd naar jan@example.nl.');
  });
});
