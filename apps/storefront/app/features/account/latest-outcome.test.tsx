import type { SubmissionResult } from '@conform-to/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../lib/i18n/catalogue.server.ts';
import { I18nProvider } from '../../lib/i18n/intl.tsx';
import { AddressBookPageView } from './address-book-page.tsx';
import type { AddressBookData } from './address-book.server.ts';
import { ProfilePageView } from './profile-page.tsx';
import type { ProfileData } from './profile.server.ts';

type Answer = { result: SubmissionResult<string[]>; intent?: string };

/** A page as the browser gets it: from its URL (with `?saved=`), with or without a form's answer. */
function render(path: string, Page: (props: { actionData: Answer | undefined }) => React.ReactNode, actionData?: Answer): string {
  const Stub = createRoutesStub([
    {
      path: path.split('?')[0] as string,
      Component: function Route() {
        return (
          <I18nProvider locale="nl" messages={messagesFor('nl')}>
            <Page actionData={actionData} />
          </I18nProvider>
        );
      },
      action: () => null,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={actionData ? { actionData: { 0: actionData } } : undefined} />);
}

const profile: ProfileData = {
  email: 'jan@example.nl',
  profile: { gender: '1', firstname: 'Jan', lastname: 'de Vries' },
  saved: 'profile',
};
const wrongCurrent: Answer = {
  intent: 'password',
  result: { status: 'error', initialValue: {}, error: { currentPassword: ['account.password.wrongCurrent'] } },
};

const book: AddressBookData = {
  addresses: [],
  countries: [{ code: 'NL', label: 'Nederland' }],
  telephoneRequired: false,
  editor: { mode: 'new', defaults: { address: { countryCode: 'NL' } }, first: true },
  saved: 'deleted',
  confirmDelete: null,
};
const refusedAddress: Answer = {
  intent: 'save',
  result: { status: 'error', initialValue: {}, error: { '': ['apiError.CUSTOMER_ADDRESS_LIMIT'] } },
};

describe('account forms show only the latest outcome', () => {
  it('profile: a refused password change after saving the details shows the error, not the earlier "saved"', () => {
    const saved = render('/customer/edit/?saved=profile', ({ actionData }) => <ProfilePageView data={profile} actionData={actionData} />);
    expect(saved).toContain('Je gegevens zijn opgeslagen.');
    const html = render(
      '/customer/edit/?saved=profile',
      ({ actionData }) => <ProfilePageView data={profile} actionData={actionData} />,
      wrongCurrent,
    );
    expect(html).toContain('Dit is niet je huidige wachtwoord.');
    expect(html).not.toContain('Je gegevens zijn opgeslagen.');
  });

  it('profile: both forms post to the page without the earlier outcome in the address', () => {
    const html = render('/customer/edit/?saved=password', ({ actionData }) => <ProfilePageView data={profile} actionData={actionData} />);
    const actions = [...html.matchAll(/<form[^>]*action="([^"]*)"/g)].map((match) => match[1]).filter((a) => a !== '/customer/logout/');
    expect(actions).toEqual(['/customer/edit/', '/customer/edit/']);
  });

  it('address book: a refused save after a deletion shows the refusal, not "deleted", and keeps its form', () => {
    const page = ({ actionData }: { actionData: Answer | undefined }) => <AddressBookPageView data={book} actionData={actionData} />;
    expect(render('/customer/address/?saved=deleted', page)).toContain('Het adres is verwijderd.');
    const html = render('/customer/address/?saved=deleted', page, refusedAddress);
    expect(html).toContain('Je adresboek is vol.');
    expect(html).not.toContain('Het adres is verwijderd.');
    expect(html).toMatch(/<form[^>]*action="\/customer\/address\/\?new=1"/);
  });
});
