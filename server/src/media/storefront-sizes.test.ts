/**
 * Every image address the storefront builds asks for a size the image service offers: the
 * storefront's own view models and content picture component, fed with its own fixtures, and a
 * scan of its sources for size literals, so a new size in the storefront fails here first.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartWith, configurableLine, giftCardLine, simpleLine } from '../../../apps/storefront/app/features/cart/cart.fixture.ts';
import { toCartView } from '../../../apps/storefront/app/features/cart/cart-model.ts';
import { toMiniCartView } from '../../../apps/storefront/app/features/cart/mini-cart-model.ts';
import { tileFixture } from '../../../apps/storefront/app/features/catalog/product-tile.fixture.ts';
import { toProductTileView } from '../../../apps/storefront/app/features/catalog/product-tile-model.ts';
import { toOrderSummary } from '../../../apps/storefront/app/features/checkout/summary-model.ts';
import { ContentImage, type ContentImageProps } from '../../../apps/storefront/app/features/content/blocks/content-image.tsx';
import { shirt } from '../../../apps/storefront/app/features/product/product-model.fixture.ts';
import { toProductView } from '../../../apps/storefront/app/features/product/product-model.ts';
import { toWishlistTileView } from '../../../apps/storefront/app/features/wishlist/wishlist-model.ts';
import { imageSrcSet, imageUrl } from '../../../apps/storefront/app/lib/images.ts';
import { nativeSize } from './index.ts';
import { parseImageParams } from './params.ts';
import { parseMediaPath } from './paths.ts';
import { heightFor, OFFERED, sizeProblem } from './sizes.ts';
import { MOTIF_SIZES } from './svg/content.ts';

const STOREFRONT = join(import.meta.dirname, '../../../apps/storefront/app');
const PRODUCT = '/media/catalog/product/shirt/1f2a44/front.jpg';

/** Why the image service would refuse this address, or null when it renders it. */
function refusal(address: string): string | null {
  const url = new URL(address, 'http://shop.test');
  const below = url.pathname.replace(/^\/media/, '');
  const target = parseMediaPath(below);
  // The fixtures use made-up product paths; every product picture is drawn in the product frame.
  const native = target && target.kind !== 'payment' && target.kind !== 'icon' ? nativeSize(target) : nativeSize({ kind: 'placeholder' });
  const parsed = parseImageParams(url.searchParams);
  if (!parsed.ok) return parsed.message;
  return sizeProblem(parsed.params, native);
}

/** Every `/media/…` address in a view model (src and srcset strings alike). */
function addresses(value: unknown): string[] {
  if (typeof value === 'string') {
    return value
      .split(/,\s+/)
      .map((part) => part.trim().split(/\s+/)[0] ?? '')
      .filter((part) => part.startsWith('/media/') || part.includes('://shop.test/media/'));
  }
  if (Array.isArray(value)) return value.flatMap(addresses);
  if (value && typeof value === 'object') return Object.values(value).flatMap(addresses);
  return [];
}

function expectAllOffered(found: string[]): void {
  const sized = found.filter((one) => one.includes('?'));
  expect(sized.length).toBeGreaterThan(0);
  for (const address of sized) expect(refusal(address), address).toBeNull();
}

describe('the storefront asks only for offered sizes', () => {
  it('the image helper gives every offered size an accepted address, with the same rounding', () => {
    for (const { shape, widths } of OFFERED) {
      const path = shape === null ? '/media/content/hero/2f3e4f/spring.jpg' : PRODUCT;
      expectAllOffered(addresses(imageSrcSet(path, [...widths], shape ?? undefined)));
      for (const w of widths) {
        const size = shape === null ? { w } : { w, h: heightFor(w, shape), fit: 'cover' as const };
        expect(refusal(imageUrl(path, size)), JSON.stringify(size)).toBeNull();
      }
    }
  });

  it('product tiles, the product page, cart, mini cart, checkout summary and wish list', () => {
    const url = new URL('http://shop.test/slim-fit-overhemd-navy-100123.html');
    const cart = cartWith([configurableLine(1, 100, 80, 2), simpleLine(2, 30, 30, 1), giftCardLine(3, 50, 1)]);
    // The header and the checkout summary read the charged subtotal and Magento's discounts list.
    const withSubtotal = {
      ...cart,
      prices: { ...cart.prices, subtotal_including_tax: cart.prices.original_subtotal_including_tax, discounts: [] },
    };
    const views = [
      toProductTileView(tileFixture(), 'nl'),
      toProductView(shirt(), 'nl', url),
      toCartView(cart, null, 'nl'),
      toMiniCartView(
        {
          ...cart,
          prices: { ...cart.prices, subtotal_including_tax: cart.prices.original_subtotal_including_tax },
        } as unknown as Parameters<typeof toMiniCartView>[0],
        'nl',
      ),
      toOrderSummary(
        { ...withSubtotal, shipping_addresses: [], applied_gift_cards: [], amount_due: { value: 0 } } as unknown as Parameters<
          typeof toOrderSummary
        >[0],
        'nl',
      ),
      toWishlistTileView(
        {
          sku: 'S',
          urlKey: 's',
          type: 'simple',
          brand: null,
          name: 'S',
          image: PRODUCT,
          price: 1,
          regularPrice: 1,
          inStock: true,
          availability: ['in_stock'],
        } as unknown as Parameters<typeof toWishlistTileView>[0],
        'nl',
      ),
    ];
    for (const view of views) expectAllOffered(addresses(view));
  });

  /** The content blocks' calls of ContentImage (`features/content/blocks/`), checked against the sources below. */
  const CONTENT_CALLS: Omit<ContentImageProps, 'image' | 'sizes'>[] = [
    { mobileRatio: { w: 4, h: 5 } }, // hero image, image slider
    {}, // single image
    { ratio: { w: 4, h: 5 }, widths: [400, 640, 960, 1280] }, // one big, two small
    { ratio: { w: 4, h: 5 }, widths: [400, 640, 800, 1200] }, // teaser card (columns)
    { ratio: { w: 1, h: 1 }, widths: [400, 640, 800, 1200] }, // teaser card (column variations)
    { ratio: { w: 4, h: 5 }, widths: [480, 768, 1024, 1280] }, // two columns, image with text
    { ratio: { w: 4, h: 5 }, widths: [320, 480, 640, 800] }, // category block
  ];

  it('content pictures in every block, for every drawn motif and an image without dimensions', () => {
    const pictures = [
      ...Object.entries(MOTIF_SIZES).map(([motif, size]) => ({ src: `/media/content/${motif}/2f3e4f/spring.jpg`, ...size })),
      // A landscape picture whose editor gave no size gets every width of the call.
      { src: '/media/content/banner/2f3e4f/no-size.jpg', width: 0, height: 0 },
      { src: '/media/content/hero/2f3e4f/no-size.jpg', width: 0, height: 0 },
    ];
    for (const call of CONTENT_CALLS) {
      for (const picture of pictures) {
        const html = renderToStaticMarkup(
          createElement(ContentImage, { ...call, image: { ...picture, alt: '' }, sizes: '100vw', priority: true }),
        );
        const found = [...html.matchAll(/(?:src|srcSet|srcset|href|imageSrcSet|imagesrcset)="([^"]+)"/g)].flatMap((match) =>
          addresses((match[1] ?? '').replaceAll('&amp;', '&')),
        );
        expectAllOffered(found);
      }
    }
  });

  it('the test knows every size literal in the storefront sources', async () => {
    const files = (await readdir(STOREFRONT, { recursive: true })).filter(
      (name) => /\.(ts|tsx)$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name),
    );
    const widthLists = new Set<string>();
    const ratios = new Set<string>();
    const pairs: string[] = [];
    for (const name of files) {
      const text = await readFile(join(STOREFRONT, name), 'utf8');
      for (const match of text.matchAll(/widths=\{(\[[\d, ]+\])\}/g)) widthLists.add(match[1] ?? '');
      for (const match of text.matchAll(/[rR]atio=\{\{ w: (\d+), h: (\d+) \}\}/g)) ratios.add(`${match[1]}:${match[2]}`);
      for (const match of text.matchAll(/(?:_IMAGE = |imageUrl\([^,()]+, )\{ w: (\d+), h: (\d+)/g)) pairs.push(`${match[1]}x${match[2]}`);
    }
    const known = new Set(CONTENT_CALLS.flatMap((call) => (call.widths ? [JSON.stringify(call.widths).replaceAll(',', ', ')] : [])));
    expect([...widthLists].filter((list) => !known.has(list))).toEqual([]);
    const knownRatios = new Set(
      CONTENT_CALLS.flatMap((call) => [call.ratio, call.mobileRatio].flatMap((r) => (r ? [`${r.w}:${r.h}`] : []))),
    );
    expect([...ratios].filter((ratio) => !knownRatios.has(ratio))).toEqual([]);
    // Fixed sizes written out in the models (the 2× versions come from the models above).
    expect(pairs).toEqual(expect.arrayContaining(['64x77', '100x120', '150x150', '800x960', '104x125', '160x192']));
    for (const pair of pairs) {
      const [w, h] = pair.split('x');
      expect(refusal(`${PRODUCT}?w=${w}&h=${h}&fit=cover`), pair).toBeNull();
    }
  });
});
