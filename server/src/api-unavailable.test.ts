import { ApiError, createApiClient, type ApiTransport } from '@shop/api/client';
import { describe, expect, it } from 'vitest';
import { storefrontBehindGateway } from './api-gateway.fixture.ts';
import { failWithApiStatus } from './api-unavailable.ts';

const silent = { error() {} };
const document = { toString: () => 'query Probe { __typename }', __meta__: { operation: 'query' } };

function clientOver(transport: ApiTransport) {
  return createApiClient({ transport: failWithApiStatus(transport, silent), storeCode: 'nl', requestId: 'test' });
}

/** What a loader's `context.api.query` throws when the API answers this way. */
async function thrownBy(transport: ApiTransport): Promise<unknown> {
  return clientOver(transport)
    .query(document)
    .then(
      () => null,
      (error: unknown) => error,
    );
}

describe('a page when the API is out of service (E3)', () => {
  it.each([502, 503, 504])('an API answering %i fails the loader with that status, which React Router keeps', async (status) => {
    const thrown = await thrownBy(() => Promise.resolve({ status }));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(status);
  });

  it('an API that cannot be reached fails it with 503', async () => {
    const thrown = await thrownBy(() => Promise.reject(new TypeError('fetch failed')));
    expect((thrown as Response).status).toBe(503);
  });

  it("the API's own refusals and answers pass as they did", async () => {
    const refused = await thrownBy(() =>
      Promise.resolve({ status: 429, errors: [{ message: 'slow down', extensions: { code: 'TOO_MANY_REQUESTS' } }] }),
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    await expect(clientOver(() => Promise.resolve({ status: 200, data: { ok: true } })).query(document)).resolves.toEqual({ ok: true });
  });
});

describe('the storefront in front of an API that goes down (E3)', () => {
  const shop = storefrontBehindGateway();

  it('a page asked while the API answers 503 is the translated error page with status 503, on load and on navigation', async () => {
    const { gateway, storefront } = shop();
    gateway.down = false;
    expect((await fetch(`${storefront.base}/`)).status).toBe(200);
    gateway.down = true;
    const page = await fetch(`${storefront.base}/kleding/`);
    const html = await page.text();
    expect(page.status).toBe(503);
    expect(html).toContain('Foutcode 503');
    expect(html).not.toContain('Foutcode 500');
    // The data request of a client-side navigation carries the same status to the error page.
    const data = await fetch(`${storefront.base}/kleding/_.data`);
    expect(data.status).toBe(503);
    gateway.down = false;
  });
});
