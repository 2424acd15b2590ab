/** Shirts, polos, T-shirts and knitwear as ghost-mannequin silhouettes. */
import { pair } from './geometry.ts';
import type { Drawing, Pen, Side, Texture } from './pen.ts';

export interface TopCut {
  /** Depth of the front neckline below the neck points. */
  neckFront: number;
  neckHalf: number;
  shoulder: [number, number];
  armpit: [number, number];
  waist: [number, number];
  hem: number;
  /** Shirt tails rise at the sides; 0 for a straight hem. */
  tail: number;
  sleeve: 'long' | 'short';
  cuff: number;
}

const NECK_Y = 214;

/** Half the body, from the centre front outwards. */
export function bodyHalf(c: TopCut): string {
  const nx = 600 - c.neckHalf;
  const [sx, sy] = c.shoulder;
  const [ax, ay] = c.armpit;
  const [wx, wy] = c.waist;
  const sideHem = c.hem - c.tail;
  const hemLine = c.tail > 0 ? `C ${wx + 4} ${sideHem + 40} 520 ${c.hem} 600 ${c.hem}` : `Q 500 ${c.hem + 6} 600 ${c.hem + 4}`;
  return (
    `M 600 ${NECK_Y + c.neckFront} C 570 ${NECK_Y + c.neckFront} ${nx + 4} ${NECK_Y + c.neckFront * 0.5} ${nx} ${NECK_Y} ` +
    `L ${sx} ${sy} C ${sx + 6} ${sy + 70} ${ax - 4} ${ay - 80} ${ax} ${ay} C ${ax + 8} ${ay + 100} ${wx} ${wy - 80} ${wx} ${wy} ` +
    `L ${wx - 2} ${sideHem} ${hemLine} Z`
  );
}

/** The sleeve on the viewer's left, attached at the shoulder and tucked behind the body. */
export function sleeveShape(c: TopCut): string {
  const [sx, sy] = c.shoulder;
  const [ax, ay] = c.armpit;
  if (c.sleeve === 'short') {
    return `M ${sx + 4} ${sy - 2} C ${sx - 34} ${sy + 6} ${sx - 60} ${sy + 44} ${sx - 76} ${sy + 96} L ${sx - 98} ${c.cuff} L ${sx + 6} ${c.cuff + 26} L ${ax + 14} ${ay} Z`;
  }
  return `M ${sx + 4} ${sy - 2} C ${sx - 32} ${sy + 4} ${sx - 48} ${sy + 36} ${sx - 52} ${sy + 92} C ${sx - 58} ${sy + 300} ${sx - 64} ${c.cuff - 200} ${sx - 68} ${c.cuff} L ${sx + 24} ${c.cuff + 6} L ${ax + 14} ${ay} Z`;
}

export function cutBox(c: TopCut) {
  const reach = 600 - c.shoulder[0] + (c.sleeve === 'long' ? 74 : 104);
  return { x: 600 - reach, y: NECK_Y - 24, w: reach * 2, h: c.hem - NECK_Y + 36 };
}

/** Sleeves, body and the inside back neck; details are drawn on top by the caller. */
export function silhouette(pen: Pen, c: TopCut, texture: Texture, side: Side): string {
  const { p } = pen;
  const sleeves = pair(sleeveShape(c));
  // Seen from behind the neckline sits high against the collar.
  const bodies = pair(bodyHalf(side === 'back' ? { ...c, neckFront: 10 } : c));
  const box = cutBox(c);
  const insideNeck = `M ${600 - c.neckHalf} ${NECK_Y} Q 600 ${NECK_Y - 24} ${600 + c.neckHalf} ${NECK_Y} L ${600 + c.neckHalf} ${NECK_Y + c.neckFront} L ${600 - c.neckHalf} ${NECK_Y + c.neckFront} Z`;
  return (
    sleeves.map((d) => pen.panel(d, p.side)).join('') +
    pen.finish(sleeves, texture, box) +
    (side === 'front' ? `<path d="${insideNeck}" fill="${p.deep}" stroke="${p.outline}" stroke-width="2"/>` : '') +
    bodies.map((d) => pen.panel(d)).join('') +
    // The halves meet at the centre line; a same-coloured strip hides the join.
    `<rect x="597" y="${NECK_Y + c.neckFront + 3}" width="6" height="${c.hem - NECK_Y - c.neckFront - 6}" fill="${p.base}"/>` +
    pen.finish(bodies, texture, box)
  );
}

export function ribBand(pen: Pen, d: string, fill: string): string {
  return pen.panel(d, fill) + `<path d="${d}" fill="url(#${pen.id('rib')})" stroke="none"/>`;
}

export function ensureRib(pen: Pen): void {
  if (pen.defs.some((d) => d.includes(`id="${pen.id('rib')}"`))) return;
  pen.def(
    `<pattern id="${pen.id('rib')}" width="9" height="9" patternUnits="userSpaceOnUse"><path d="M2 0 L2 9" stroke="#000" stroke-opacity=".2" stroke-width="2.4"/><path d="M6 0 L6 9" stroke="#fff" stroke-opacity=".08" stroke-width="1.4"/></pattern>`,
  );
}

const SHIRT: TopCut = {
  neckFront: 40,
  neckHalf: 64,
  shoulder: [394, 252],
  armpit: [404, 452],
  waist: [414, 720],
  hem: 1060,
  tail: 80,
  sleeve: 'long',
  cuff: 930,
};

export const drawShirt = (pen: Pen, side: Side): Drawing => {
  const { p } = pen;
  const c = SHIRT;
  const parts = [silhouette(pen, c, 'poplin', side)];
  const cuffs = pair(`M 324 ${c.cuff - 62} L 420 ${c.cuff - 58} L 418 ${c.cuff + 6} L 326 ${c.cuff} Z`);
  parts.push(...cuffs.map((d) => pen.panel(d)), pen.button(342, c.cuff - 28, 7, p.light), pen.button(858, c.cuff - 28, 7, p.light));
  parts.push(...pair(`M 368 360 C 362 560 356 720 352 ${c.cuff - 70}`).map((d) => pen.seam(d, 0.35)));
  if (side === 'front') {
    parts.push(
      `<path d="M 540 212 Q 600 190 660 212 L 654 236 Q 600 220 546 236 Z" fill="${p.shade}" stroke="${p.outline}" stroke-width="2"/>`,
    );
    parts.push(pen.panel(`M 584 250 L 616 250 L 616 ${c.hem - 2} L 584 ${c.hem - 2} Z`));
    for (let y = 330; y < c.hem - 40; y += 96) parts.push(pen.button(600, y, 7, p.light));
    const leaf = 'M 600 262 L 548 208 C 530 218 516 246 520 334 Z';
    parts.push(...pair(leaf).map((d) => pen.panel(d) + pen.seam(d, 0.3, 1.5)));
    parts.push(pen.button(600, 246, 6, p.light));
    parts.push(pen.panel('M 652 410 L 744 406 L 746 506 L 700 522 L 654 508 Z'), pen.seam('M 654 424 L 744 420', 0.4, 1.5));
  } else {
    parts.push(pen.panel('M 536 210 Q 600 190 664 210 L 664 244 Q 600 226 536 244 Z'));
    parts.push(pen.seam('M 408 330 Q 600 350 792 330', 0.55, 3), pen.seam('M 560 340 L 566 420 M 640 340 L 634 420', 0.4));
  }
  return { markup: parts.join(''), box: cutBox(c), focus: { x: 470, y: 190, w: 260, h: 312 } };
};

const TEE: TopCut = {
  neckFront: 62,
  neckHalf: 70,
  shoulder: [392, 250],
  armpit: [410, 440],
  waist: [412, 700],
  hem: 1000,
  tail: 0,
  sleeve: 'short',
  cuff: 470,
};

function shortSleeveHems(pen: Pen, c: TopCut, band: boolean): string {
  const [sx] = c.shoulder;
  const d = `M ${sx - 98} ${c.cuff} L ${sx + 6} ${c.cuff + 26} L ${sx + 9} ${c.cuff - 8} L ${sx - 92} ${c.cuff - 34} Z`;
  if (band)
    return pair(d)
      .map((s) => ribBand(pen, s, pen.p.shade))
      .join('');
  return pair(`M ${sx - 93} ${c.cuff - 24} L ${sx + 8} ${c.cuff + 2}`)
    .map((s) => pen.stitch(s))
    .join('');
}

function crewNeck(pen: Pen, c: TopCut, depth: number): string {
  const n = c.neckHalf;
  const outer = `M ${600 - n - depth} ${NECK_Y + 2} C ${600 - n} ${NECK_Y + c.neckFront + depth * 1.1} ${600 + n} ${NECK_Y + c.neckFront + depth * 1.1} ${600 + n + depth} ${NECK_Y + 2}`;
  const inner = `L ${600 + n} ${NECK_Y} C ${600 + n - 6} ${NECK_Y + c.neckFront * 1.3} ${600 - n + 6} ${NECK_Y + c.neckFront * 1.3} ${600 - n} ${NECK_Y} Z`;
  return ribBand(pen, `${outer} ${inner}`, pen.p.base);
}

export const drawTshirt = (pen: Pen, side: Side): Drawing => {
  const c = TEE;
  const parts = [silhouette(pen, c, 'jersey', side), shortSleeveHems(pen, c, false)];
  ensureRib(pen);
  if (side === 'front') parts.push(crewNeck(pen, c, 22));
  else parts.push(ribBand(pen, `M 528 212 Q 600 196 672 212 L 672 230 Q 600 214 528 230 Z`, pen.p.base));
  parts.push(pen.stitch(`M 414 ${c.hem - 22} Q 500 ${c.hem - 16} 786 ${c.hem - 22}`));
  return { markup: parts.join(''), box: cutBox(c), focus: { x: 470, y: 190, w: 260, h: 312 } };
};

const POLO: TopCut = { ...TEE, neckFront: 40, neckHalf: 62, hem: 1010 };

export const drawPolo = (pen: Pen, side: Side): Drawing => {
  const { p } = pen;
  const c = POLO;
  ensureRib(pen);
  const parts = [silhouette(pen, c, 'pique', side), shortSleeveHems(pen, c, true)];
  parts.push(...pair(`M 414 ${c.hem - 60} L 414 ${c.hem}`).map((d) => pen.seam(d, 0.6, 3)));
  if (side === 'front') {
    parts.push(pen.panel('M 580 252 L 620 252 L 620 430 L 580 430 Z'), pen.seam('M 580 430 L 620 430', 0.7, 3));
    parts.push(pen.button(600, 300, 8, p.light), pen.button(600, 372, 8, p.light));
    const leaf = 'M 602 258 L 540 206 C 520 216 508 240 506 296 L 560 316 Z';
    parts.push(...pair(leaf).map((d) => ribBand(pen, d, p.base)));
    parts.push(...pair('M 516 290 L 560 306').map((d) => `<path d="${d}" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/>`));
  } else {
    parts.push(ribBand(pen, 'M 528 206 Q 600 188 672 206 L 676 262 Q 600 244 524 262 Z', p.base));
  }
  return { markup: parts.join(''), box: cutBox(c), focus: { x: 470, y: 190, w: 260, h: 312 } };
};

const KNIT: TopCut = {
  neckFront: 54,
  neckHalf: 70,
  shoulder: [388, 256],
  armpit: [400, 450],
  waist: [404, 760],
  hem: 1010,
  tail: 0,
  sleeve: 'long',
  cuff: 930,
};

export const drawKnitwear = (pen: Pen, side: Side): Drawing => {
  const { p } = pen;
  const c = KNIT;
  ensureRib(pen);
  const parts = [silhouette(pen, c, 'knit', side)];
  const cuff = `M ${c.shoulder[0] - 70} ${c.cuff - 80} L ${c.shoulder[0] + 28} ${c.cuff - 76} L ${c.shoulder[0] + 24} ${c.cuff + 6} L ${c.shoulder[0] - 64} ${c.cuff} Z`;
  parts.push(...pair(cuff).map((d) => ribBand(pen, d, p.base)));
  parts.push(
    ribBand(
      pen,
      `M 410 ${c.hem - 86} Q 600 ${c.hem - 80} 790 ${c.hem - 86} L 786 ${c.hem + 4} Q 600 ${c.hem + 10} 414 ${c.hem + 4} Z`,
      p.base,
    ),
  );
  if (side === 'front') {
    parts.push(crewNeck(pen, c, 30));
    // A cable running down the front, as on a fisherman's jumper.
    for (let y = 320; y < c.hem - 110; y += 44) {
      parts.push(
        `<path d="M 578 ${y} C 578 ${y + 22} 622 ${y + 22} 622 ${y + 44} M 622 ${y} C 622 ${y + 22} 578 ${y + 22} 578 ${y + 44}" fill="none" stroke="${p.deep}" stroke-opacity=".5" stroke-width="7"/>`,
      );
    }
    parts.push(...pair(`M 560 300 L 560 ${c.hem - 96} M 640 300 L 640 ${c.hem - 96}`).map((d) => pen.seam(d, 0.35, 4)));
  } else {
    parts.push(ribBand(pen, 'M 522 214 Q 600 196 678 214 L 678 240 Q 600 222 522 240 Z', p.base));
  }
  return { markup: parts.join(''), box: cutBox(c), focus: { x: 470, y: 190, w: 260, h: 312 } };
};
