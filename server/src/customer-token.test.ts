import { describe, expect, it } from 'vitest';
import { shopForTests } from './test-shop.ts';

// The API as a browser on another site would reach it: /graphql never signs anyone in by cookie.
const shop = shopForTests({ SHOP_ROLE: 'api', SEED_PRODUCTS: '10' });

async function graphql(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop().base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'nl', ...headers },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: { generateCustomerToken?: { token: string } | null; customer?: { email: string } | null } | null;
    errors?: { message: string }[];
  };
}

describe('the customer token reaches /graphql only as a Bearer header (issue: accounts, security)', () => {
  it('A20, CK5: a token in the apollo-token cookie signs no one in; the same token as Bearer does', async () => {
    const created = await graphql(
      'mutation { createCustomerV2(input: { firstname: "Jan", lastname: "Smit", email: "jan.cookie@example.com", password: "Zomer!2026" }) { customer { email } } }',
    );
    expect(created.errors).toBeUndefined();
    const login = await graphql('mutation { generateCustomerToken(email: "jan.cookie@example.com", password: "Zomer!2026") { token } }');
    const token = login.data?.generateCustomerToken?.token as string;
    expect(token).toMatch(/^[\w-]{40,}$/);

    const byCookie = await graphql('{ customer { email } }', { cookie: `apollo-token=${token}` });
    expect(byCookie.data?.customer ?? null).toBeNull();
    expect(byCookie.errors?.[0]?.message).toBe("The current customer isn't authorized.");

    const byBearer = await graphql('{ customer { email } }', { authorization: `Bearer ${token}` });
    expect(byBearer.data?.customer?.email).toBe('jan.cookie@example.com');
  });
});
