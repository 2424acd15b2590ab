/** The casual jacket: a zip-front bomber with ribbed collar, cuffs and waistband. */
import { pair } from './geometry.ts';
import type { Drawing, Pen, Side } from './pen.ts';
import { cutBox, ensureRib, ribBand, silhouette, type TopCut } from './tops.ts';

const BOMBER: TopCut = {
  neckFront: 34,
  neckHalf: 66,
  shoulder: [376, 262],
  armpit: [386, 470],
  waist: [390, 760],
  hem: 930,
  tail: 0,
  sleeve: 'long',
  cuff: 910,
};

const ZIP_METAL = '#a7a9ab';

function tipping(pen: Pen, d: string): string {
  return `<path d="${d}" fill="none" stroke="${pen.p.isLight ? pen.p.deep : pen.p.light}" stroke-width="5"/>`;
}

export const drawJacket = (pen: Pen, side: Side): Drawing => {
  const { p } = pen;
  const c = BOMBER;
  ensureRib(pen);
  const rib = p.isLight ? p.shade : p.deep;
  const parts = [silhouette(pen, c, 'canvas', side)];
  // Puffed volume: soft creases where the body gathers into the ribbed waistband.
  parts.push(
    ...pair('M 410 700 Q 450 760 446 842 M 480 740 Q 500 800 494 846 M 420 420 Q 470 440 520 430').map((d) => pen.seam(d, 0.3, 3)),
  );
  parts.push(...pair('M 330 520 Q 360 540 392 530 M 326 680 Q 356 700 390 690').map((d) => pen.seam(d, 0.3, 3)));
  const cuff = `M ${c.shoulder[0] - 70} ${c.cuff - 70} L ${c.shoulder[0] + 30} ${c.cuff - 64} L ${c.shoulder[0] + 24} ${c.cuff + 6} L ${c.shoulder[0] - 64} ${c.cuff} Z`;
  parts.push(...pair(cuff).map((d) => ribBand(pen, d, rib)));
  const band = `M 416 ${c.hem - 84} Q 600 ${c.hem - 78} 784 ${c.hem - 84} L 780 ${c.hem + 4} Q 600 ${c.hem + 10} 420 ${c.hem + 4} Z`;
  parts.push(ribBand(pen, band, rib), tipping(pen, `M 418 ${c.hem - 62} Q 600 ${c.hem - 56} 782 ${c.hem - 62}`));
  if (side === 'front') {
    const collar = 'M 598 250 L 536 210 Q 520 204 512 216 L 520 262 Q 560 268 598 286 Z';
    parts.push(...pair(collar).map((d) => ribBand(pen, d, rib)));
    parts.push(...pair('M 518 236 Q 560 248 598 268').map((d) => tipping(pen, d)));
    parts.push(`<path d="M 600 284 L 600 ${c.hem - 2}" stroke="${ZIP_METAL}" stroke-width="10" stroke-dasharray="3 3"/>`);
    parts.push(`<path d="M 600 284 L 600 ${c.hem - 2}" stroke="#000" stroke-opacity=".25" stroke-width="2"/>`);
    parts.push(`<rect x="592" y="292" width="16" height="40" rx="5" fill="${ZIP_METAL}" stroke="#55585b" stroke-width="2"/>`);
    const welt = 'M 448 620 L 476 612 L 532 760 L 504 768 Z';
    parts.push(...pair(welt).map((d) => pen.panel(d, p.shade)));
    parts.push(pen.panel('M 800 360 L 842 356 L 846 430 L 804 434 Z', p.side));
    parts.push(`<path d="M 806 368 L 840 365" stroke="${ZIP_METAL}" stroke-width="5" stroke-dasharray="2 2"/>`);
  } else {
    parts.push(ribBand(pen, 'M 522 206 Q 600 188 678 206 L 680 252 Q 600 234 520 252 Z', rib));
    parts.push(tipping(pen, 'M 521 232 Q 600 214 679 232'));
    parts.push(pen.seam('M 600 260 L 600 840', 0.3, 3));
  }
  return { markup: parts.join(''), box: cutBox(c), focus: { x: 470, y: 190, w: 260, h: 312 } };
};
