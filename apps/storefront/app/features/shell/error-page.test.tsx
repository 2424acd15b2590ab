import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPageAt } from '../../lib/render-page.fixture.tsx';
import { ErrorPage, ErrorPageGuard } from './error-page.tsx';

const render = (element: React.ReactElement, language: 'nl' | 'en' | 'de' = 'en') => renderPageAt('/missing/', element, language);

describe('error page', () => {
  it('L8, E5: a 404 shows the not-found screen, the content error and the CMS blocks', () => {
    const page = {
      uid: '404',
      title: 'Page not found',
      meta: { title: 'Page not found | Van Arkel', description: null, robots: 'noindex' },
      logoColor: 'dark' as const,
      breadcrumb: [],
      sideNav: null,
      blocks: [
        {
          type: 'rich_text' as const,
          key: '0-rich_text',
          spacing: { mobile: 'small' as const, desktop: 'small' as const },
          data: { nodes: [{ kind: 'paragraph' as const, children: [{ kind: 'text' as const, text: 'Go back home' }] }], link: null },
        },
      ],
    };
    const html = render(
      <ErrorPage error={new ErrorResponseImpl(404, '', { notFound: true, page, contentError: 'CMS down' })} showDetails={false} />,
    );
    expect(html).toContain('This page could not be found');
    expect(html).toContain('CMS down');
    expect(html).toContain('Go back home');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('<pre');
  });

  it('E3, E9: other statuses show the generic message with status and reference, no details in production', () => {
    const html = render(
      <ErrorPage error={Object.assign(new Error('database exploded'), { statusCode: 503 })} requestId="req-1" showDetails={false} />,
    );
    expect(html).toContain('Something went wrong, please try again');
    expect(html).toContain('Error code 503');
    expect(html).toContain('Reference: req-1');
    expect(html).not.toContain('database exploded');
  });

  it('development shows the error message', () => {
    const html = render(<ErrorPage error={new Error('database exploded')} showDetails />, 'nl');
    expect(html).toContain('Er ging iets mis, probeer het opnieuw');
    expect(html).toContain('500 database exploded');
  });

  it('E4: a failure while rendering the error page shows the fallback with a link home', () => {
    function Broken(): React.ReactElement {
      throw new Error('render failed');
    }
    // Server rendering has no error boundaries, so the guard is exercised through its own API.
    const state = ErrorPageGuard.getDerivedStateFromError(new Error('render failed'));
    const guard = new ErrorPageGuard({ language: 'de', children: <Broken /> });
    guard.state = state;
    const html = renderToStaticMarkup(<MemoryRouter>{guard.render()}</MemoryRouter>);
    expect(html).toContain('Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten.');
    expect(html).toContain('render failed');
    expect(html).toContain('href="/"');
  });
});
