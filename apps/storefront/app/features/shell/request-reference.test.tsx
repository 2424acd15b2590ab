import { describe, expect, it } from 'vitest';
import { renderPageAt } from '../../lib/render-page.fixture.tsx';
import { ErrorPage } from './error-page.tsx';
import { RequestReferenceContext } from './request-reference.tsx';

function render(reference: string | null) {
  return renderPageAt(
    '/',
    <RequestReferenceContext.Provider value={reference}>
      <ErrorPage error={new Error('database exploded')} showDetails={false} />
    </RequestReferenceContext.Provider>,
    'en',
  );
}

describe('request reference on server error pages (E9)', () => {
  it('cites the request id the server provides, marked for hydration to read back', () => {
    const html = render('req-42');
    expect(html).toContain('req-42');
    expect(html).toContain('data-request-reference="req-42"');
  });

  it('cites nothing when the server provides no id', () => {
    expect(render(null)).not.toContain('data-request-reference');
  });
});
