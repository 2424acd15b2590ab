/**
 * Editorial pictures for content blocks: a colour field in the requested colour with garments
 * arranged like a campaign shot. The name only varies the composition, deterministically.
 */
import { luminance, mix } from './colour.ts';
import type { Garment } from './garments.ts';
import { hash, seeded, type Box } from './geometry.ts';
import { floorShadow, placeGarment } from './product.ts';
import { storeSvg } from './storefront.ts';

export const MOTIFS = ['hero', 'banner', 'lifestyle', 'store'] as const;
export type Motif = (typeof MOTIFS)[number];

/** Native size of each motif. */
export const MOTIF_SIZES: Record<Motif, { width: number; height: number }> = {
  hero: { width: 2400, height: 1000 },
  banner: { width: 1600, height: 900 },
  lifestyle: { width: 1200, height: 1500 },
  store: { width: 1600, height: 1000 },
};

/** Outfits as [leading piece, supporting piece, piece on the floor]. */
const OUTFITS: readonly [Garment, Garment, Garment][] = [
  ['coat', 'knitwear', 'boots'],
  ['suit', 'shirt', 'shoes'],
  ['blazer', 'polo', 'sneakers'],
  ['jeans', 'jacket', 'sneakers'],
  ['chinos', 'shirt', 'belt'],
  ['suit', 'coat', 'bag'],
  ['trousers', 'knitwear', 'bag'],
  ['blazer', 'shirt', 'shoes'],
];

const ON_DARK = ['#e9e1d2', '#c7a77b', '#a9bfd6', '#d8d3c9', '#f6f4ef', '#b9a48a'];
const ON_LIGHT = ['#1f2a44', '#3a3a3c', '#5b3a29', '#5d6652', '#7b1e2e', '#2f4f6f'];
const RAIL = '#2b2a28';

/** A clothes rail with two hanging pieces and one on the floor, in canvas units. */
interface Set {
  rail: { x0: number; x1: number; y: number };
  floor: number;
  /** Supporting piece, leading piece, floor piece. */
  stages: [Box, Box, Box];
  maxScale: number;
}

/** The set for a motif; on wide formats the rail stands on the right, leaving room for text. */
function setFor(motif: Motif, width: number, height: number): Set {
  if (motif === 'lifestyle') {
    return {
      rail: { x0: 120, x1: 1080, y: 200 },
      floor: 1330,
      stages: [
        { x: 150, y: 260, w: 460, h: 860 },
        { x: 540, y: 260, w: 500, h: 940 },
        { x: 120, y: 1050, w: 480, h: 290 },
      ],
      maxScale: 1,
    };
  }
  const u = height / 1000;
  const right = width - 60 * u;
  return {
    rail: { x0: right - 1240 * u, x1: right - 360 * u, y: 110 * u },
    floor: 860 * u,
    stages: [
      { x: right - 1210 * u, y: 160 * u, w: 420 * u, h: 640 * u },
      { x: right - 820 * u, y: 160 * u, w: 440 * u, h: 690 * u },
      { x: right - 330 * u, y: 560 * u, w: 330 * u, h: 310 * u },
    ],
    maxScale: 0.75 * u,
  };
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length) % list.length] as T;
}

function hook(cx: number, rail: number, top: number): string {
  return (
    `<path d="M ${cx} ${top + 30} L ${cx} ${rail + 24} C ${cx} ${rail + 8} ${cx - 20} ${rail - 16} ${cx - 2} ${rail - 16} C ${cx + 14} ${rail - 16} ${cx + 16} ${rail} ${cx + 6} ${rail + 8}" ` +
    `fill="none" stroke="#8d8a84" stroke-width="6" stroke-linecap="round"/>`
  );
}

/** Renders an editorial content picture for `motif` in colour `hex`, varied by `name`. */
export function contentSvg(motif: Motif, hex: string, name: string): string {
  if (motif === 'store') return storeSvg(hex, name);
  const { width, height } = MOTIF_SIZES[motif];
  const random = seeded(hash(`${motif}/${hex}/${name}`));
  const base = `#${hex}`;
  const dark = luminance(base) < 0.3;
  const outfit = pick(OUTFITS, random);
  const tones = dark ? ON_DARK : ON_LIGHT;
  const start = Math.floor(random() * tones.length);
  const colours = [0, 2, 4].map((step) => (tones[(start + step) % tones.length] as string).slice(1));
  // Text blocks sit on the free side; alternate it so a page of banners does not repeat.
  const flip = motif !== 'lifestyle' && random() < 0.5;
  const set = setFor(motif, width, height);
  const defs: string[] = [];
  const pieces: string[] = [];
  const { rail } = set;
  pieces.push(
    `<path d="M ${rail.x0} ${set.floor} L ${rail.x0} ${rail.y} L ${rail.x1} ${rail.y} L ${rail.x1} ${set.floor}" fill="none" stroke="${RAIL}" stroke-width="${8 * (height / 1000)}" stroke-linejoin="round"/>`,
  );
  const cast: [Garment, string, Box, 'top' | 'bottom'][] = [
    [outfit[1], colours[1] as string, set.stages[0], 'top'],
    [outfit[0], colours[0] as string, set.stages[1], 'top'],
    [outfit[2], colours[2] as string, set.stages[2], 'bottom'],
  ];
  cast.forEach(([garment, colour, stage, align], layer) => {
    const placed = placeGarment(garment, colour, stage, { prefix: `c${layer}`, maxScale: set.maxScale, align });
    const box = placed.placed;
    const hanging = align === 'top';
    const shadow = floorShadow(
      `c${layer}-floor`,
      box.x + box.w / 2,
      hanging ? set.floor + 10 : box.y + box.h + 4,
      box.w * (hanging ? 0.5 : 0.45),
      hanging ? 0.16 : 0.3,
    );
    defs.push(...placed.defs, shadow.def);
    pieces.push(shadow.markup);
    if (hanging) pieces.push(hook(box.x + box.w / 2, rail.y, box.y));
    pieces.push(placed.markup);
  });
  const arch = archShape(motif, width, height, random);
  defs.push(
    `<linearGradient id="field" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(base, '#ffffff', 0.12)}"/>` +
      `<stop offset="1" stop-color="${mix(base, '#000000', 0.14)}"/></linearGradient>`,
  );
  const scene =
    `<rect width="${width}" height="${height}" fill="url(#field)"/>` +
    `<path d="${arch}" fill="${mix(base, dark ? '#ffffff' : '#000000', 0.08)}"/>` +
    `<rect x="0" y="${set.floor}" width="${width}" height="${height - set.floor}" fill="${mix(base, '#000000', 0.12)}"/>` +
    `<rect x="0" y="${set.floor}" width="${width}" height="3" fill="${mix(base, '#ffffff', 0.2)}" fill-opacity=".6"/>` +
    pieces.join('');
  const content = flip ? `<g transform="translate(${width} 0) scale(-1 1)">${scene}</g>` : scene;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs.join('')}</defs>${content}</svg>`
  );
}

/** A large arch or circle behind the garments, the backdrop of a campaign set. */
function archShape(motif: Motif, width: number, height: number, random: () => number): string {
  const u = height / 1000;
  const cx = motif === 'lifestyle' ? width / 2 : width - 620 * u;
  const r = (motif === 'lifestyle' ? 460 : 520) * u;
  const top = (motif === 'lifestyle' ? 80 : 40) * u;
  if (random() < 0.5) {
    return `M ${cx - r} ${height} L ${cx - r} ${top + r} A ${r} ${r} 0 0 1 ${cx + r} ${top + r} L ${cx + r} ${height} Z`;
  }
  const cy = top + r * 1.05;
  return `M ${cx - r * 1.1} ${cy} A ${r * 1.1} ${r * 1.1} 0 1 1 ${cx + r * 1.1} ${cy} A ${r * 1.1} ${r * 1.1} 0 1 1 ${cx - r * 1.1} ${cy} Z`;
}
