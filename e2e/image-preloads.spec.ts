import { expect, test } from '@playwright/test';

// The first screen's pictures start with the stylesheet (decision 067): React's server render
// preloads each picture marked `fetchpriority="high"` from the top of the head, once. A second
// preload of the same picture is markup the phone downloads for nothing.

/** An attribute's value in a tag as the server wrote it (`&amp;` as `&`). */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? match[1]!.replaceAll('&amp;', '&') : null;
}

for (const page of ['listing', 'product page'] as const) {
  test(`the ${page}'s first pictures are preloaded once each, before the stylesheet`, async ({ request }) => {
    const listing = await (await request.get('/kleding/')).text();
    // The product page of the listing's first tile: whatever the seeded catalogue holds.
    const product = /<article[^>]*><a href="(\/[^"]+\.html)"/.exec(listing)?.[1];
    expect(product).toBeTruthy();
    const path = page === 'listing' ? '/kleding/' : product!;
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)];
    const stylesheet = head.search(/<link[^>]* rel="stylesheet"/);
    const first = [...body.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map((match) => attribute(match[0], 'srcSet'));
    expect(first.length).toBeGreaterThan(0);
    for (const srcSet of first) {
      const theirs = preloads.filter((link) => attribute(link[0], 'imageSrcSet') === srcSet);
      expect(theirs, `preloads of ${srcSet}`).toHaveLength(1);
      expect(attribute(theirs[0]![0], 'fetchPriority')).toBe('high');
      expect(theirs[0]!.index).toBeLessThan(stylesheet);
    }
    const sets = preloads.map((link) => attribute(link[0], 'imageSrcSet') ?? attribute(link[0], 'href'));
    expect(new Set(sets).size).toBe(sets.length);
  });
}
