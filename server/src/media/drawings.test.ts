import sharp from 'sharp';
import { garments } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { contentSvg, MOTIFS, MOTIF_SIZES } from './svg/content.ts';
import { mirror } from './svg/geometry.ts';
import { PAYMENT_CODES, paymentSvg } from './svg/payment.ts';
import { productSvg, VIEWS } from './svg/product.ts';

/** Rasterises at a tenth of the size: enough to prove the markup parses and draws. */
async function draw(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 7.2 }).raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** Standard deviation of the luminance-ish channel mean: a blank picture has none. */
function spread(data: Buffer, channels: number): number {
  let sum = 0;
  let squares = 0;
  const n = data.length / channels;
  for (let i = 0; i < data.length; i += channels) {
    const v = ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
    sum += v;
    squares += v * v;
  }
  return Math.sqrt(squares / n - (sum / n) ** 2);
}

describe('mirror', () => {
  it('reflects around the centre line and traces the result backwards', () => {
    expect(mirror('M 0 0 L 10 0 C 20 0 20 10 10 20 Q 5 25 0 20 Z', 100)).toBe('M 200 20 Q 195 25 190 20 C 180 10 180 0 190 0 L 200 0 Z');
    expect(mirror('M 500 10 L 520 30 M 540 10 L 560 30')).toBe('M 680 30 L 700 10 M 640 30 L 660 10');
  });

  it('refuses relative commands it cannot reflect', () => {
    expect(() => mirror('M 0 0 l 10 10')).toThrow(/absolute/);
  });
});

describe('drawings', () => {
  it.each(garments.flatMap((garment) => VIEWS.map((view) => [garment, view] as const)))('%s %s draws a garment', async (garment, view) => {
    const svg = productSvg(garment, '1f2a44', view);
    expect(svg).not.toMatch(/NaN|undefined/);
    const { data, info } = await draw(svg);
    expect(info.width).toBe(120);
    expect(info.height).toBe(144);
    expect(spread(data, info.channels)).toBeGreaterThan(8);
  });

  it('keeps white garments visible against the studio background', async () => {
    const { data, info } = await draw(productSvg('shirt', 'ffffff', 'front'));
    expect(spread(data, info.channels)).toBeGreaterThan(4);
  });

  it('draws the same picture for the same input', () => {
    expect(productSvg('jeans', '2e4a7a', 'back')).toBe(productSvg('jeans', '2e4a7a', 'back'));
    expect(contentSvg('hero', 'e8dccb', 'spring')).toBe(contentSvg('hero', 'e8dccb', 'spring'));
  });

  it('varies content compositions by name', () => {
    const names = ['spring', 'autumn', 'sale', 'new-in', 'weekend', 'office'];
    const pictures = new Set(names.map((name) => contentSvg('banner', '8c5a3c', name)));
    expect(pictures.size).toBeGreaterThan(1);
  });

  it.each(MOTIFS.map((motif) => [motif]))('content motif %s draws at its native proportions', async (motif) => {
    const { info } = await draw(contentSvg(motif, '2f3e4f', 'example'));
    const { width, height } = MOTIF_SIZES[motif];
    expect(info.width).toBe(Math.round(width / 10));
    expect(info.height).toBe(Math.round(height / 10));
  });

  it('puts the brand name on the gift card', () => {
    const svg = productSvg('giftcard', '1f2a44', 'front');
    expect(svg).toContain('Van Arkel');
    expect(svg).toContain('CADEAUKAART');
  });

  it.each(PAYMENT_CODES.map((code) => [code]))('payment badge %s is a valid SVG', async (code) => {
    const meta = await sharp(Buffer.from(paymentSvg(code))).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 76, height: 48 });
  });
});
