import { describe, expect, it } from 'vitest';
import type { Logger } from '../platform/logger.ts';
import { navigationItems, sellingPoints, socials } from './layout.ts';
import { bodyBlocks, HTML_BLOCK_MAX_BYTES, sliderSkus } from './pages.ts';
import { isPromoBannerActive, windowBoundary } from './promo.ts';

function recordingLogger() {
  const warnings: string[] = [];
  const log: Logger = { info() {}, error() {}, warn: (_obj, msg) => warnings.push(msg ?? '') };
  return { log, warnings };
}

describe('content shapes', () => {
  it('P7, P8: selling points by sequence, empty labels hidden, unknown icons default', () => {
    const points = sellingPoints([
      { id: 'b', label: 'Gratis retour', icon: 'thumb', sequence: 2 },
      { id: 'x', label: '  ', icon: 'secure', sequence: 0 },
      { id: 'a', label: 'Morgen in huis', icon: 'rocket', sequence: '1' },
    ]);
    expect(points.map((p) => [p.id, p.icon, p.sequence])).toEqual([
      ['a', 'default', 1],
      ['b', 'thumb', 2],
    ]);
  });

  it('N1: navigation leaves out show_menu false items and keeps submenu links', () => {
    const { log, warnings } = recordingLogger();
    const link = { link_type: 'Document', type: 'plp', url_key: 'kleding' };
    const items = navigationItems(
      {
        body: [
          { primary: { title: 'Kleding', link, show_menu: true, show_submenu: false, color: '' }, fields: [{ title: 'Jassen', link }] },
          { primary: { title: 'Verborgen', link, show_menu: false, show_submenu: true }, fields: [] },
          { primary: { title: 'Kapot' }, fields: [] },
        ],
      },
      log,
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Kleding', show_submenu: false, color: null, link: { href: '/kleding/' } });
    expect(items[0]?.fields).toEqual([{ title: 'Jassen', link: expect.objectContaining({ href: '/kleding/' }) }]);
    expect(warnings).toHaveLength(1);
  });

  it('reads socials as a bare list or wrapped', () => {
    const list = [{ network: 'Instagram', url: 'https://instagram.com/shop' }, { network: 'facebook' }];
    expect(socials(list)).toEqual([{ network: 'instagram', url: 'https://instagram.com/shop' }]);
    expect(socials({ items: list })).toEqual(socials(list));
  });

  it('B23: unknown and malformed blocks are skipped and logged', () => {
    const { log, warnings } = recordingLogger();
    const blocks = bodyBlocks(
      [
        { slice_type: 'rich_text', primary: {}, fields: [{ rich_text_area: 'Hallo' }] },
        { slice_type: 'hologram', primary: {}, fields: [] },
        { primary: { title: 'no type' } },
        { slice_type: 'divider', primary: 'broken' },
        'nonsense',
        { slice_type: 'divider' },
      ],
      log,
      'test',
    );
    expect(blocks.map((b) => b.slice_type)).toEqual(['rich_text', 'divider']);
    expect(blocks[1]).toEqual({ slice_type: 'divider', primary: {}, fields: [] });
    expect(warnings).toHaveLength(4);
  });

  it('caps third-party html at 100 kB without splitting a character', () => {
    const { log, warnings } = recordingLogger();
    const html = `<p>${'é'.repeat(HTML_BLOCK_MAX_BYTES)}</p>`;
    const [block] = bodyBlocks([{ slice_type: 'html', primary: { third_party_html: html }, fields: [] }], log, 'test');
    const capped = (block?.primary as { third_party_html: string }).third_party_html;
    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(HTML_BLOCK_MAX_BYTES);
    expect(capped.endsWith('é')).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it('lists a slider’s skus in order, each once', () => {
    const fields = [{ magento_product_sku: 'B' }, { magento_product_sku: 'A' }, { magento_product_sku: 'B' }, {}];
    expect(sliderSkus({ slice_type: 'product_slider', fields })).toEqual(['B', 'A']);
    expect(sliderSkus({ slice_type: 'rich_text', fields })).toEqual([]);
  });

  it('P5: date-only windows are whole days in the store time zone', () => {
    const tz = 'Europe/Amsterdam';
    expect(new Date(windowBoundary('2025-06-01', 'from', tz) ?? 0).toISOString()).toBe('2025-05-31T22:00:00.000Z');
    expect(new Date(windowBoundary('2025-06-30', 'to', tz) ?? 0).toISOString()).toBe('2025-06-30T22:00:00.000Z');
    expect(new Date(windowBoundary('2025-03-30', 'to', tz) ?? 0).toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(windowBoundary('', 'from', tz)).toBeUndefined();
    const banner = { text: 'Sale', from: '2025-06-01', to: '2025-06-30' };
    expect(isPromoBannerActive(banner, new Date('2025-06-30T21:59:00Z'), tz)).toBe(true);
    expect(isPromoBannerActive(banner, new Date('2025-06-30T22:00:00Z'), tz)).toBe(false);
    expect(isPromoBannerActive({ ...banner, from: 'someday' }, new Date('2025-06-10T00:00:00Z'), tz)).toBe(false);
    expect(isPromoBannerActive({ text: 'Sale' }, new Date(), tz)).toBe(true);
  });
});
