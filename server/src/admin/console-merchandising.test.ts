import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchandising } from '@shop/rules';
import { tables } from '@shop/api/testing';
import { consoleForFile, get, post } from './console-fixtures.ts';
import { messages } from './messages.ts';

const { categories, categorySequences } = tables;

const admin = consoleForFile({ products: 16 });

const CATEGORY = 'kleding';
const page = (query = `category=${CATEGORY}&profile=default`) => `/admin/merchandising?${query}`;

/** The skus of a table's rows on the page, in order (`data-preview` or `data-pinned`). */
function rows(html: string, attribute: 'data-preview' | 'data-pinned'): string[] {
  return [...html.matchAll(new RegExp(`${attribute}="([^"]+)"`, 'g'))].map((match) => match[1]!);
}

async function html(path = page(), cookie = admin.manager) {
  const response = await get(admin.h, path, cookie);
  expect(response.status).toBe(200);
  return response.text();
}

const change = (form: Record<string, string>, cookie = admin.manager) =>
  post(admin.h, '/admin/merchandising/pins', { category: CATEGORY, profile: 'default', position: '', ...form }, cookie);

describe('the staff-set order in the console (C27)', () => {
  it('only managers see and change it', async () => {
    expect((await get(admin.h, page(), admin.employee)).status).toBe(403);
    expect((await change({ sku: 'X', intent: 'pin' }, admin.employee)).status).toBe(403);
    expect(await html('/admin/', admin.employee)).not.toContain('href="/admin/merchandising"');
    expect(await html('/admin/')).toContain('href="/admin/merchandising"');
  });

  it('a manager chooses a category, pins a product to the top, moves it, and unpins it', async () => {
    const start = await html(page(''));
    expect(start).toContain(`<option value="${CATEGORY}">`);
    expect(rows(start, 'data-preview')).toEqual([]);

    const before = await html();
    const preview = rows(before, 'data-preview');
    expect(preview.length).toBeGreaterThan(3);
    expect(rows(before, 'data-pinned')).toEqual([]);
    const [first, second] = [preview.at(-1)!, preview.at(-2)!];

    const pinned = await change({ sku: first, intent: 'pin' });
    expect(pinned.status).toBe(303);
    expect(pinned.headers.get('location')).toBe(
      `/admin/merchandising?category=${CATEGORY}&profile=default&notice=merchandising.notice.saved`,
    );
    await change({ sku: second, intent: 'pin' });
    let now = await html(page(`category=${CATEGORY}&profile=default&notice=merchandising.notice.saved`));
    expect(now).toContain('De volgorde is opgeslagen.');
    expect(rows(now, 'data-pinned')).toEqual([first, second]);

    await change({ sku: second, intent: 'up' });
    now = await html();
    expect(rows(now, 'data-pinned')).toEqual([second, first]);
    await change({ sku: second, intent: 'move', position: '2' });
    expect(rows(await html(), 'data-pinned')).toEqual([first, second]);
    // The shop's order (the preview) follows when both are in stock; the stored positions are 1, 2.
    const stored = await admin.h.t.db.select().from(categorySequences);
    expect(stored.map((row) => row.position).sort()).toEqual([1, 2]);

    await change({ sku: first, intent: 'unpin' });
    await change({ sku: second, intent: 'unpin' });
    expect(rows(await html(), 'data-pinned')).toEqual([]);
    expect(rows(await html(), 'data-preview')).toEqual(preview);
  });

  it('refuses unreadable changes with a message under the field, and changes nothing', async () => {
    const unknown = await change({ sku: 'NO-SUCH-SKU', intent: 'pin' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Geen zichtbaar artikel met dit artikelnummer.');

    const sku = rows(await html(), 'data-preview')[0]!;
    const notPinned = await change({ sku, intent: 'unpin' });
    expect(notPinned.status).toBe(409);
    expect(await notPinned.text()).toContain('Dit artikel staat niet vast in deze volgorde.');

    const badProfile = await change({ sku, intent: 'pin', profile: 'winter sale' });
    expect(badProfile.status).toBe(400);
    expect(await badProfile.text()).toContain(messages['merchandising.profile.invalid'].nl);

    const badPosition = await change({ sku, intent: 'move', position: 'eerste' });
    expect(badPosition.status).toBe(400);
    expect(await badPosition.text()).toContain(`van 1 tot ${merchandising.maxPinned}.`);

    const badCategory = await change({ sku, intent: 'pin', category: 'bestaat-niet' });
    expect(badCategory.status).toBe(400);
    expect(await badCategory.text()).toContain('Kies een categorie uit de lijst.');

    const crossSite = await post(
      admin.h,
      '/admin/merchandising/pins',
      { category: CATEGORY, profile: 'default', sku, intent: 'pin' },
      admin.manager,
      {
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.status).toBe(403);
    expect(await admin.h.t.db.select().from(categorySequences)).toEqual([]);
  });

  it('a manager makes another profile the one the shop shows, in their language', async () => {
    const sku = rows(await html(), 'data-preview').at(-1)!;
    expect((await change({ sku, intent: 'pin', profile: 'Winter' })).headers.get('location')).toContain('profile=winter');
    const winter = await html(page(`category=${CATEGORY}&profile=winter`));
    expect(winter).toContain('Volgorde &quot;winter&quot; in de winkel tonen');
    const activated = await post(admin.h, '/admin/merchandising/profile', { category: CATEGORY, profile: 'winter' }, admin.manager);
    expect(activated.status).toBe(303);
    const [row] = await admin.h.t.db.select().from(categories).where(eq(categories.urlPath, CATEGORY));
    expect(row!.sequenceProfile).toBe('winter');

    const german = await get(admin.h, page(`category=${CATEGORY}&profile=winter`), `${admin.manager}; va_console_lang=de`);
    const text = await german.text();
    expect(text).toContain('Der Shop zeigt jetzt die Reihenfolge „winter“.');
    expect(text).toContain(`${sku} lösen`);
  });
});
