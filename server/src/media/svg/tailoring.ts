/**
 * Tailored garments (suit, blazer, overcoat) drawn as a ghost mannequin: one half is designed,
 * the other half is its mirror image, and the wearer's left front lies over the right.
 */
import { mirror, pair } from './geometry.ts';
import type { Drawing, Pen, Side } from './pen.ts';
import { suitTrousers } from './bottoms.ts';

interface Cut {
  hem: number;
  /** Height of the top button, where the lapels meet. */
  roll: number;
  buttons: number;
  buttonGap: number;
  buttonSize: number;
  cutaway: boolean;
  /** How far the skirt widens beyond the waist. */
  flare: number;
  cuff: number;
  /** Lapel point; the notch sits just inside it. */
  lapel: [number, number];
  pocketY: number;
  chestPocket: boolean;
}

const JACKET: Cut = {
  hem: 830,
  roll: 556,
  buttons: 2,
  buttonGap: 92,
  buttonSize: 12,
  cutaway: true,
  flare: 0,
  cuff: 792,
  lapel: [468, 344],
  pocketY: 668,
  chestPocket: true,
};

const OVERCOAT: Cut = {
  hem: 1180,
  roll: 600,
  buttons: 3,
  buttonGap: 120,
  buttonSize: 15,
  cutaway: false,
  flare: 34,
  cuff: 820,
  lapel: [452, 360],
  pocketY: 760,
  chestPocket: false,
};

const SHIRT_WHITE = '#f8f7f3';

function sleeve(cut: Cut): string {
  return `M 404 234 C 368 240 352 270 348 322 C 342 480 332 640 324 ${cut.cuff} Q 372 ${cut.cuff + 14} 420 ${cut.cuff + 6} L 424 430 Z`;
}

/** The wearer's right front panel (viewer's left); its mirror is the overlapping left front. */
function frontPanel(cut: Cut): string {
  const { hem, roll, flare } = cut;
  const low = roll + cut.buttonGap * (cut.buttons - 1);
  const side = `M 540 202 L 402 236 C 408 300 412 370 414 430 C 420 510 428 570 424 630 C ${420 - flare} 710 ${412 - flare} ${hem - 80} ${406 - flare} ${hem}`;
  const front = cut.cutaway
    ? `Q 470 ${hem + 10} 548 ${hem + 6} C 584 ${hem - 30} 610 ${low + 70} 612 ${low}`
    : `Q 500 ${hem + 8} 612 ${hem + 4}`;
  return `${side} ${front} L 612 ${roll} L 600 ${roll} Z`;
}

function lapel(cut: Cut): string {
  const [x, y] = cut.lapel;
  const { roll } = cut;
  return (
    `M 600 ${roll} C 578 ${roll - 80} ${x + 50} ${y + 70} ${x} ${y} L ${x + 44} ${y - 2} L ${x + 30} ${y - 32} ` +
    `C ${x + 50} ${y - 80} 520 232 540 202 L 546 212 C 566 300 588 ${roll - 140} 600 ${roll} Z`
  );
}

function flapPocket(y: number): string {
  return `M 438 ${y} L 544 ${y - 6} L 546 ${y + 32} Q 492 ${y + 38} 440 ${y + 38} Z`;
}

function jacketFront(pen: Pen, cut: Cut, inner: 'shirt' | 'lining'): string {
  const { p } = pen;
  const { roll, hem } = cut;
  const parts: string[] = [];
  const sleeves = pair(sleeve(cut));
  const panels = pair(frontPanel(cut));
  const lapels = pair(lapel(cut));
  parts.push(...sleeves.map((d) => pen.panel(d, p.side)));
  parts.push(pen.finish(sleeves, 'twill', { x: 316, y: 226, w: 568, h: cut.cuff - 200 }));
  parts.push(...pair(`M 374 320 C 366 480 358 640 354 ${cut.cuff - 6}`).map((d) => pen.seam(d, 0.4)));
  for (let i = 0; i < 3; i += 1) {
    const y = cut.cuff - 22 - i * 22;
    parts.push(pen.button(332 + i * 1.2, y, 6), pen.button(868 - i * 1.2, y, 6));
  }
  // Inside back of the garment, seen through the neck and below the buttons.
  const lining = `M 420 430 L 780 430 L 782 ${hem - 6} Q 600 ${hem - 18} 418 ${hem - 6} Z`;
  if (inner === 'lining') parts.push(`<path d="${lining}" fill="${p.deep}"/>`);
  parts.push(`<path d="M 532 200 Q 600 176 668 200 L 668 ${roll - 60} L 532 ${roll - 60} Z" fill="${p.deep}"/>`);
  parts.push(pen.panel('M 536 204 Q 600 182 664 204 L 660 222 Q 600 204 540 222 Z', p.base));
  if (inner === 'shirt') {
    parts.push(pen.panel(`M 540 210 Q 600 196 660 210 L 600 ${roll} Z`, SHIRT_WHITE));
    const tie = p.isLight ? '#2c3550' : p.deep;
    parts.push(
      `<path d="M 590 252 L 610 252 L 628 ${roll - 30} L 600 ${roll + 4} L 572 ${roll - 30} Z" fill="${tie}" stroke="#000" stroke-opacity=".35" stroke-width="2"/>`,
      `<path d="M 584 222 L 616 222 L 610 256 L 590 256 Z" fill="${tie}" stroke="#000" stroke-opacity=".4" stroke-width="2"/>`,
      pen.panel('M 598 214 L 584 226 L 568 286 L 548 218 Q 572 206 598 212 Z', SHIRT_WHITE),
      pen.panel(mirror('M 598 214 L 584 226 L 568 286 L 548 218 Q 572 206 598 212 Z'), SHIRT_WHITE),
    );
  } else {
    parts.push('<rect x="584" y="214" width="32" height="22" rx="3" fill="#efe9dd" stroke="#000" stroke-opacity=".2"/>');
    parts.push('<path d="M 590 223 L 610 223 M 592 229 L 608 229" stroke="#7a6f60" stroke-width="1.6"/>');
  }
  parts.push(pen.panel(panels[0]), pen.panel(panels[1]));
  parts.push(pen.finish(panels, 'twill', { x: 380, y: 190, w: 440, h: hem - 180 }));
  parts.push(...lapels.map((d) => pen.panel(d, p.base)));
  parts.push(pen.finish(lapels, 'twill', { x: 430, y: 190, w: 340, h: roll - 180 }));
  parts.push(...pair(`M 546 214 C 566 300 588 ${roll - 140} 600 ${roll}`).map((d) => pen.seam(d, 0.45, 3)));
  // Darts and the front edge of the overlapping panel.
  parts.push(...pair(`M 486 450 C 490 530 494 590 494 ${cut.pocketY - 10}`).map((d) => pen.seam(d, 0.45)));
  const low = roll + cut.buttonGap * (cut.buttons - 1);
  const edge = cut.cutaway
    ? `M 588 ${roll} L 588 ${low} C 590 ${low + 70} 616 ${hem - 30} 652 ${hem + 6}`
    : `M 588 ${roll} L 588 ${hem + 4}`;
  parts.push(`<path d="${edge}" fill="none" stroke="${p.outline}" stroke-width="3.5"/>`);
  for (const pocket of pair(flapPocket(cut.pocketY))) parts.push(pen.panel(pocket), pen.seam(pocket, 0.3, 1.5));
  if (cut.chestPocket) {
    parts.push(pen.panel('M 662 404 L 746 392 L 748 414 L 664 426 Z'));
    if (inner === 'shirt')
      parts.push(`<path d="M 676 404 L 690 386 L 704 400 L 718 384 L 732 398 Z" fill="${SHIRT_WHITE}" stroke="#000" stroke-opacity=".2"/>`);
  }
  // Lapel buttonhole on the wearer's left, just inside the lapel point.
  const [lapelX, lapelY] = cut.lapel;
  const hole = 1200 - lapelX - 74;
  parts.push(pen.seam(`M ${hole} ${lapelY + 42} L ${hole + 26} ${lapelY + 32}`, 0.9, 3.5));
  for (let i = 0; i < cut.buttons; i += 1) parts.push(pen.button(600 - cut.buttonSize / 2, roll + i * cut.buttonGap, cut.buttonSize));
  return parts.join('');
}

function jacketBack(pen: Pen, cut: Cut): string {
  const { p } = pen;
  const { hem, flare } = cut;
  const sleeves = pair(sleeve(cut));
  // Two mirrored halves: their shared edge doubles as the centre back seam.
  const backs = pair(
    `M 600 192 L 540 202 L 402 236 C 408 300 412 370 414 430 C 420 510 428 570 424 630 C ${420 - flare} 710 ${412 - flare} ${hem - 80} ${406 - flare} ${hem} Q 490 ${hem + 8} 600 ${hem + 6} Z`,
  );
  const parts = [
    ...sleeves.map((d) => pen.panel(d, p.side)),
    pen.finish(sleeves, 'twill', { x: 316, y: 226, w: 568, h: cut.cuff - 200 }),
    ...backs.map((d) => pen.panel(d)),
    pen.finish(backs, 'twill', { x: 380, y: 190, w: 440, h: hem - 180 }),
    pen.panel('M 528 200 Q 600 170 672 200 L 676 236 Q 600 214 524 236 Z'),
    pen.seam('M 526 224 Q 600 204 674 224', 0.4),
    ...pair(`M 480 ${hem + 4} L 484 ${hem - 170}`).map((d) => pen.seam(d, 0.6, 3)),
    ...pair(`M 430 340 C 476 370 506 430 524 ${hem}`).map((d) => pen.seam(d, 0.3)),
  ];
  return parts.join('');
}

function tailored(pen: Pen, side: Side, cut: Cut, inner: 'shirt' | 'lining'): string {
  return side === 'front' ? jacketFront(pen, cut, inner) : jacketBack(pen, cut);
}

export const drawSuit = (pen: Pen, side: Side): Drawing => ({
  markup: suitTrousers(pen, 580, 1334) + tailored(pen, side, JACKET, 'shirt'),
  box: { x: 316, y: 180, w: 568, h: 1160 },
  focus: { x: 440, y: 190, w: 330, h: 396 },
});

export const drawBlazer = (pen: Pen, side: Side): Drawing => ({
  markup: tailored(pen, side, JACKET, 'lining'),
  box: { x: 316, y: 180, w: 568, h: 660 },
  focus: { x: 560, y: 300, w: 240, h: 288 },
});

export const drawCoat = (pen: Pen, side: Side): Drawing => ({
  markup: tailored(pen, side, OVERCOAT, 'lining'),
  box: { x: 300, y: 180, w: 600, h: 1012 },
  focus: { x: 430, y: 200, w: 300, h: 360 },
});
