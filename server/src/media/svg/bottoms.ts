/** Trousers, jeans, chinos and shorts, plus the trousers that complete a suit. */
import { pair } from './geometry.ts';
import type { Drawing, Pen, Side, Texture } from './pen.ts';

interface LegCut {
  top: number;
  crotch: number;
  hem: number;
  waist: number;
  hip: number;
  /** Distance from the centre line to the outside of the hem. */
  hemOuter: number;
  hemInner: number;
}

/** One leg from the centre line outwards; mirrored for the other leg. */
function leg(c: LegCut): string {
  const cx = 600;
  return (
    `M ${cx} ${c.top} L ${cx - c.waist} ${c.top} C ${cx - c.waist - 10} ${c.top + 110} ${cx - c.hip} ${c.crotch - 90} ${cx - c.hip} ${c.crotch} ` +
    `C ${cx - c.hip + 6} ${c.crotch + 260} ${cx - c.hemOuter - 4} ${c.hem - 260} ${cx - c.hemOuter} ${c.hem} ` +
    `L ${cx - c.hemInner} ${c.hem + 3} C ${cx - c.hemInner + 2} ${c.hem - 320} ${cx - 4} ${c.crotch + 170} ${cx} ${c.crotch} Z`
  );
}

function legBox(c: LegCut) {
  const half = Math.max(c.hip, c.hemOuter) + 12;
  return { x: 600 - half, y: c.top - 24, w: half * 2, h: c.hem - c.top + 40 };
}

function legs(pen: Pen, c: LegCut, texture: Texture): string {
  const shapes = pair(leg(c));
  return shapes.map((d) => pen.panel(d)).join('') + pen.finish(shapes, texture, legBox(c));
}

function crease(pen: Pen, c: LegCut, from: number): string {
  const x = 600 - (c.hip + c.hemInner) / 2 + 6;
  return pair(`M ${x} ${from} L ${600 - (c.hemOuter + c.hemInner) / 2} ${c.hem - 4}`)
    .map((d) => pen.seam(d, 0.4, 3))
    .join('');
}

/** Trousers seen below a suit jacket; the waist is hidden under the jacket. */
export function suitTrousers(pen: Pen, top: number, hem: number): string {
  const cut: LegCut = { top, crotch: top + 300, hem, waist: 146, hip: 150, hemOuter: 120, hemInner: 8 };
  return legs(pen, cut, 'twill') + crease(pen, cut, top + 200) + hemBreak(pen, cut);
}

function hemBreak(pen: Pen, c: LegCut): string {
  return pair(
    `M ${600 - c.hemOuter + 4} ${c.hem - 30} Q ${600 - (c.hemOuter + c.hemInner) / 2} ${c.hem - 12} ${600 - c.hemInner - 4} ${c.hem - 26}`,
  )
    .map((d) => pen.seam(d, 0.3, 2))
    .join('');
}

function waistband(pen: Pen, c: LegCut, height: number, side: Side): string {
  const { p } = pen;
  const w = c.waist + 4;
  const band = `M ${600 - w} ${c.top} Q 600 ${c.top + 8} ${600 + w} ${c.top} L ${600 + w + 1} ${c.top + height} Q 600 ${c.top + height + 8} ${600 - w - 1} ${c.top + height} Z`;
  const inside = `M ${600 - w} ${c.top} Q 600 ${c.top - 26} ${600 + w} ${c.top} Q 600 ${c.top - 6} ${600 - w} ${c.top} Z`;
  const loops = [0.78, 0.42].flatMap((f) => {
    const x = 600 - w * f;
    return pair(`M ${x - 8} ${c.top - 6} L ${x + 8} ${c.top - 6} L ${x + 8} ${c.top + height + 10} L ${x - 8} ${c.top + height + 10} Z`);
  });
  const backLoop =
    side === 'back' ? [`M 592 ${c.top - 6} L 608 ${c.top - 6} L 608 ${c.top + height + 10} L 592 ${c.top + height + 10} Z`] : [];
  return (
    (side === 'front' ? `<path d="${inside}" fill="${p.deep}" stroke="${p.outline}" stroke-width="2"/>` : '') +
    pen.panel(band) +
    pen.seam(`M ${600 - w + 4} ${c.top + height - 6} Q 600 ${c.top + height + 2} ${600 + w - 4} ${c.top + height - 6}`, 0.35, 1.5) +
    [...loops, ...backLoop].map((d) => pen.panel(d)).join('')
  );
}

function fly(pen: Pen, c: LegCut, bottom: number, colour?: string): string {
  const d = `M 634 ${c.top + 50} L 634 ${bottom - 26} Q 632 ${bottom} 602 ${bottom + 6}`;
  return colour
    ? pen.stitch(d, colour) + pen.stitch(`M 648 ${c.top + 50} L 648 ${bottom - 22} Q 644 ${bottom + 14} 602 ${bottom + 22}`, colour)
    : pen.seam(d, 0.55, 3);
}

function weltPockets(pen: Pen, c: LegCut, y: number): string {
  const welt = `M ${600 - c.waist + 40} ${y} L 554 ${y} L 554 ${y + 12} L ${600 - c.waist + 40} ${y + 12} Z`;
  const buttonX = 600 - (c.waist + 46) / 2;
  return (
    pair(welt)
      .map((d) => pen.panel(d, pen.p.shade))
      .join('') +
    pen.button(buttonX, y - 14, 8) +
    pen.button(1200 - buttonX, y - 14, 8)
  );
}

const TROUSERS: LegCut = { top: 200, crotch: 500, hem: 1320, waist: 180, hip: 196, hemOuter: 182, hemInner: 14 };
const JEANS: LegCut = { top: 200, crotch: 490, hem: 1320, waist: 182, hip: 196, hemOuter: 172, hemInner: 18 };
const CHINOS: LegCut = { top: 200, crotch: 496, hem: 1320, waist: 180, hip: 196, hemOuter: 176, hemInner: 16 };
const SHORTS: LegCut = { top: 200, crotch: 496, hem: 790, waist: 180, hip: 200, hemOuter: 214, hemInner: 12 };

export const drawTrousers = (pen: Pen, side: Side): Drawing => {
  const c = TROUSERS;
  const front =
    side === 'front'
      ? fly(pen, c, 440) +
        pair('M 446 250 L 492 392')
          .map((d) => pen.seam(d, 0.6, 3))
          .join('') +
        pen.button(600, 224, 8)
      : weltPockets(pen, c, 300);
  return {
    markup: legs(pen, c, 'twill') + waistband(pen, c, 48, side) + front + crease(pen, c, 260) + hemBreak(pen, c),
    box: legBox(c),
    focus: { x: 420, y: 180, w: 260, h: 312 },
  };
};

const COPPER = '#b8863f';
const TOBACCO = '#c98a3b';

export const drawJeans = (pen: Pen, side: Side): Drawing => {
  const c = JEANS;
  const { p } = pen;
  const parts = [legs(pen, c, 'denim')];
  // Worn-in fading on the thighs and knees.
  const fade = pen.id('fade');
  pen.def(
    `<radialGradient id="${fade}"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  );
  parts.push(
    ...[512, 688].map(
      (x) =>
        `<ellipse cx="${x}" cy="470" rx="62" ry="230" fill="url(#${fade})"/><ellipse cx="${x + (x < 600 ? 6 : -6)}" cy="880" rx="46" ry="110" fill="url(#${fade})"/>`,
    ),
  );
  parts.push(
    ...pair('M 556 520 Q 530 540 506 536 M 560 548 Q 534 572 508 570 M 552 580 Q 536 596 516 598').map(
      (d) => `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="4" stroke-linecap="round"/>`,
    ),
  );
  parts.push(waistband(pen, c, 46, side));
  parts.push(pen.stitch(`M ${600 - c.waist + 4} ${c.top + 10} Q 600 ${c.top + 17} ${600 + c.waist - 4} ${c.top + 10}`, TOBACCO));
  parts.push(...pair(`M ${600 - c.hemOuter + 4} ${c.hem - 18} L ${600 - c.hemInner - 4} ${c.hem - 16}`).map((d) => pen.stitch(d, TOBACCO)));
  parts.push(
    ...pair(
      `M ${600 - c.hip + 8} ${c.crotch} C ${600 - c.hip + 14} ${c.crotch + 260} ${600 - c.hemOuter + 6} ${c.hem - 260} ${600 - c.hemOuter + 8} ${c.hem - 20}`,
    ).map((d) => pen.stitch(d, TOBACCO)),
  );
  if (side === 'front') {
    const pocket = 'M 506 250 C 504 316 470 350 424 356';
    parts.push(
      ...pair(pocket).map((d) => pen.seam(d, 0.8, 3) + pen.stitch(d.replace('506 250', '518 250').replace('424 356', '422 368'), TOBACCO)),
    );
    parts.push(pen.stitch('M 448 254 L 450 304 L 492 302 L 490 254', TOBACCO));
    parts.push(fly(pen, c, 440, TOBACCO));
    for (const [x, y] of [
      [506, 254],
      [426, 354],
      [694, 254],
      [774, 354],
    ] as const) {
      parts.push(`<circle cx="${x}" cy="${y}" r="6" fill="${COPPER}" stroke="#6b4a1c" stroke-width="1.5"/>`);
    }
    parts.push(
      `<circle cx="600" cy="222" r="13" fill="${COPPER}" stroke="#6b4a1c" stroke-width="2"/><circle cx="600" cy="222" r="6" fill="none" stroke="#6b4a1c" stroke-width="1.5"/>`,
    );
  } else {
    parts.push(pen.seam('M 420 300 L 600 330 L 780 300', 0.8, 3));
    const patch = 'M 444 340 L 562 348 L 556 480 L 502 504 L 450 476 Z';
    for (const d of pair(patch)) parts.push(pen.panel(d), pen.stitch(d.replace(/Z$/, ''), TOBACCO));
    parts.push(...pair('M 456 430 Q 480 400 504 430 Q 528 400 552 430').map((d) => pen.stitch(d, TOBACCO)));
    parts.push(`<rect x="640" y="206" width="96" height="34" rx="3" fill="#9c6b3f" stroke="#5c3c1f" stroke-width="2"/>`);
    parts.push(`<path d="M 652 222 L 724 222" stroke="${p.isDark ? '#d9b98f' : '#5c3c1f'}" stroke-width="2" stroke-dasharray="5 4"/>`);
  }
  return { markup: parts.join(''), box: legBox(c), focus: { x: 400, y: 190, w: 240, h: 288 } };
};

function rolledCuffs(pen: Pen, c: LegCut): string {
  return pair(
    `M ${600 - c.hemOuter - 2} ${c.hem - 44} L ${600 - c.hemInner + 2} ${c.hem - 42} L ${600 - c.hemInner + 1} ${c.hem + 4} L ${600 - c.hemOuter - 3} ${c.hem + 2} Z`,
  )
    .map((d) => pen.panel(d, pen.p.light) + pen.seam(d, 0.25, 1.5))
    .join('');
}

function chinoFront(pen: Pen, c: LegCut, side: Side): string {
  if (side === 'back') return weltPockets(pen, c, 290);
  return (
    fly(pen, c, 430) +
    pair(`M ${600 - c.waist + 40} 250 L ${600 - c.hip + 4} 372`)
      .map((d) => pen.seam(d, 0.7, 3))
      .join('') +
    pen.button(600, 224, 8) +
    pair('M 540 520 Q 520 560 498 566 M 548 560 Q 530 594 506 600')
      .map((d) => pen.seam(d, 0.3, 2))
      .join('')
  );
}

/** Chinos and shorts are the same drawing, each on its own cut. */
function chinoDrawing(pen: Pen, side: Side, c: LegCut): Drawing {
  return {
    markup: legs(pen, c, 'canvas') + waistband(pen, c, 46, side) + chinoFront(pen, c, side) + rolledCuffs(pen, c),
    box: legBox(c),
    focus: { x: 420, y: 180, w: 260, h: 312 },
  };
}

export const drawChinos = (pen: Pen, side: Side): Drawing => chinoDrawing(pen, side, CHINOS);

export const drawShorts = (pen: Pen, side: Side): Drawing => ({ ...chinoDrawing(pen, side, SHORTS), maxScale: 1.3 });
