/** Ties, belts, scarves, socks and bags. */
import { hash, pair } from './geometry.ts';
import type { Drawing, Pen, Side } from './pen.ts';

/** Pattern choice from the colour, so one colour always looks the same. */
function motif(pen: Pen, options: number): number {
  return hash(pen.p.base) % options;
}

function stripes(pen: Pen, name: string, colour: string, width: number, gap: number, angle: number, opacity: number): string {
  const id = pen.id(name);
  pen.def(
    `<pattern id="${id}" width="${width + gap}" height="${width + gap}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">` +
      `<rect width="${width}" height="${width + gap}" fill="${colour}" fill-opacity="${opacity}"/></pattern>`,
  );
  return `url(#${id})`;
}

const COLLAR = '#f8f7f3';
const COLLAR_EDGE = '#a9a39a';

function tieDrawing(pen: Pen, side: Side): string {
  const { p } = pen;
  const blade = 'M 586 388 L 614 388 C 640 700 664 1000 672 1180 L 600 1262 L 528 1180 C 536 1000 560 700 586 388 Z';
  const knot = 'M 558 256 L 642 256 C 648 310 630 362 617 394 L 583 394 C 570 362 552 310 558 256 Z';
  const leaf = 'M 592 258 L 504 212 C 482 226 470 258 474 336 Z';
  if (side === 'back') {
    const tail = 'M 590 180 L 610 180 C 626 500 640 900 644 1100 L 600 1170 L 556 1100 C 560 900 574 500 590 180 Z';
    return (
      pen.panel(blade, p.side) +
      pen.panel(tail) +
      pen.finish([blade, tail], 'twill', { x: 520, y: 170, w: 160, h: 1100 }) +
      pen.stitch('M 600 200 L 600 1150', p.seam, 2) +
      pen.panel('M 556 560 L 644 560 L 646 604 L 554 604 Z', p.shade) +
      '<rect x="574" y="620" width="52" height="26" rx="3" fill="#efe9dd" stroke="#000" stroke-opacity=".2"/>'
    );
  }
  const kind = motif(pen, 3);
  const overlay =
    kind === 0
      ? stripes(pen, 'repp', p.isLight ? p.deep : p.light, 12, 34, -40, 0.75)
      : kind === 1
        ? stripes(pen, 'repp', p.deep, 8, 18, -40, 0.55)
        : (() => {
            const id = pen.id('dots');
            pen.def(
              `<pattern id="${id}" width="34" height="34" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="4.5" fill="${p.light}"/><circle cx="25" cy="25" r="4.5" fill="${p.light}"/></pattern>`,
            );
            return `url(#${id})`;
          })();
  return (
    // The tie is shown knotted under a white shirt collar.
    `<path d="M 498 214 Q 600 168 702 214 L 690 244 Q 600 210 510 244 Z" fill="#d8d3ca" stroke="${COLLAR_EDGE}" stroke-width="2.5"/>` +
    pen.panel(blade) +
    `<path d="${blade}" fill="${overlay}"/>` +
    pen.panel(knot) +
    `<path d="${knot}" fill="${overlay}"/>` +
    pen.finish([blade, knot], 'twill', { x: 520, y: 250, w: 160, h: 1020 }) +
    pen.seam('M 580 290 C 588 330 596 366 598 392 M 622 294 C 614 334 606 366 602 392', 0.5, 2.5) +
    pen.seam('M 600 398 Q 596 440 600 486', 0.7, 4) +
    pair(leaf)
      .map((d) => `<path d="${d}" fill="${COLLAR}" stroke="${COLLAR_EDGE}" stroke-width="3" stroke-linejoin="round"/>`)
      .join('') +
    pair('M 540 1170 L 600 1238')
      .map((d) => pen.stitch(d, p.seam, 1.6))
      .join('')
  );
}

export const drawTie = (pen: Pen, side: Side): Drawing => ({
  markup: tieDrawing(pen, side),
  box: { x: 460, y: 160, w: 280, h: 1120 },
  focus: { x: 480, y: 250, w: 240, h: 288 },
});

/** Y of a point on the lower half of an ellipse centred at (600, cy). */
function lowerArc(x: number, cy: number, rx = 400, ry = 170): number {
  const t = (x - 600) / rx;
  return cy + ry * Math.sqrt(Math.max(0, 1 - t * t));
}

function bandSegment(x0: number, x1: number, top: number, bottom: number): string {
  const xs = Array.from({ length: 13 }, (_, i) => x0 + ((x1 - x0) * i) / 12);
  const upper = xs.map((x, i) => `${i === 0 ? 'M' : 'L'} ${x.toFixed(1)} ${lowerArc(x, top).toFixed(1)}`);
  const lower = [...xs].reverse().map((x) => `L ${x.toFixed(1)} ${lowerArc(x, bottom).toFixed(1)}`);
  return `${upper.join(' ')} ${lower.join(' ')} Z`;
}

function belt(pen: Pen, side: Side): string {
  const { p } = pen;
  const warm = parseInt(p.base.slice(1, 3), 16) > parseInt(p.base.slice(5, 7), 16) + 20;
  const metal = pen.id('metal');
  pen.def(
    `<linearGradient id="${metal}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${warm ? '#f1d58c' : '#f1f2f4'}"/>` +
      `<stop offset=".5" stop-color="${warm ? '#b58a36' : '#9ea3aa'}"/><stop offset="1" stop-color="${warm ? '#7a5a1e' : '#6a6f76'}"/></linearGradient>`,
  );
  const back = 'M 200 700 A 400 170 0 0 1 1000 700 L 1000 810 A 400 170 0 0 0 200 810 Z';
  const front = 'M 200 700 A 400 170 0 0 0 1000 700 L 1000 810 A 400 170 0 0 1 200 810 Z';
  const tip = `${bandSegment(650, 820, 712, 798).replace(/ Z$/, '')} L 850 ${lowerArc(850, 755).toFixed(1)} Z`;
  const holes = [860, 890, 920].map((x) => `<ellipse cx="${x}" cy="${lowerArc(x, 755) - 2}" rx="6" ry="5" fill="${p.deep}"/>`).join('');
  const parts = [
    pen.panel(back, p.deep),
    pen.stitch('M 212 716 A 388 165 0 0 1 988 716', p.seam, 1.6),
    pen.panel(front),
    pen.finish([front], 'leather', { x: 190, y: 700, w: 820, h: 290 }),
    pen.stitch('M 206 712 A 394 168 0 0 0 994 712', p.seam, 1.8),
    pen.stitch('M 206 798 A 394 168 0 0 1 994 798', p.seam, 1.8),
    side === 'back' ? '' : holes,
  ];
  if (side === 'front') {
    parts.push(pen.panel(tip), pen.stitch(bandSegment(660, 810, 722, 788).replace(/ Z$/, ''), p.seam, 1.4));
    parts.push(pen.panel(bandSegment(700, 728, 700, 812), p.shade));
    parts.push(`<rect x="548" y="840" width="104" height="156" rx="18" fill="none" stroke="url(#${metal})" stroke-width="18"/>`);
    parts.push('<rect x="539" y="831" width="122" height="174" rx="24" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="2"/>');
    parts.push(`<path d="M 552 918 L 646 918" stroke="url(#${metal})" stroke-width="9" stroke-linecap="round"/>`);
  } else {
    parts.push(`<rect x="560" y="${lowerArc(600, 700) - 4}" width="80" height="40" rx="4" fill="${p.shade}"/>`);
  }
  return parts.join('');
}

export const drawBelt = (pen: Pen, side: Side): Drawing => ({
  markup: belt(pen, side),
  box: { x: 190, y: 520, w: 820, h: 490 },
  focus: { x: 470, y: 760, w: 400, h: 300 },
});

function scarf(pen: Pen, side: Side): string {
  const { p } = pen;
  const back = 'M 560 204 C 640 190 744 200 756 244 L 776 1200 L 524 1200 Z';
  const front = 'M 436 250 C 436 200 470 184 560 184 C 652 184 690 200 692 250 L 704 1120 L 426 1120 Z';
  const plaid = pen.id('plaid');
  const check = side === 'back' ? p.light : p.deep;
  pen.def(
    `<pattern id="${plaid}" width="132" height="132" patternUnits="userSpaceOnUse">` +
      `<rect x="0" y="40" width="132" height="30" fill="${check}" fill-opacity=".38"/><rect x="40" y="0" width="30" height="132" fill="${check}" fill-opacity=".38"/>` +
      `<rect x="0" y="100" width="132" height="6" fill="${p.light}" fill-opacity=".5"/><rect x="100" y="0" width="6" height="132" fill="${p.light}" fill-opacity=".5"/></pattern>`,
  );
  const fringe = (x0: number, x1: number, y: number, colour: string) =>
    `<path d="${Array.from({ length: Math.floor((x1 - x0) / 9) }, (_, i) => `M ${x0 + 4 + i * 9} ${y} L ${x0 + 2 + i * 9 + (i % 3)} ${y + 46}`).join(' ')}" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`;
  return (
    fringe(526, 774, 1196, p.side) +
    pen.panel(back, p.side) +
    `<path d="${back}" fill="url(#${plaid})"/>` +
    fringe(428, 702, 1116, p.base) +
    pen.panel(front) +
    `<path d="${front}" fill="url(#${plaid})"/>` +
    pen.finish([front, back], 'knit', { x: 420, y: 180, w: 370, h: 1030 }) +
    pen.seam('M 520 260 C 524 500 516 800 510 1110 M 620 270 C 616 560 624 860 630 1110', 0.35, 4)
  );
}

export const drawScarf = (pen: Pen, side: Side): Drawing => ({
  markup: scarf(pen, side),
  box: { x: 410, y: 170, w: 380, h: 1080 },
  focus: { x: 440, y: 860, w: 320, h: 384 },
});

function sock(pen: Pen, side: Side): string {
  const { p } = pen;
  const body =
    'M 400 220 L 600 220 L 604 760 C 606 800 640 820 700 826 L 860 830 C 930 834 960 880 950 930 C 940 980 900 1000 850 1000 L 520 1000 C 440 1000 392 950 396 880 Z';
  const heel = 'M 396 840 C 392 950 440 1000 520 1000 L 540 1000 C 512 950 520 880 572 836 Z';
  const toe = 'M 860 830 C 930 834 960 880 950 930 C 940 980 900 1000 850 1000 C 826 960 824 870 860 830 Z';
  const accent = p.isLight ? '#1f2a44' : p.deep;
  const stripe = motif(pen, 2) === 0 && side === 'front' ? stripes(pen, 'hoops', p.light, 14, 30, 0, 0.7) : '';
  return (
    pen.panel(body) +
    (stripe
      ? `<path d="M 400 340 L 603 340 L 604 760 C 606 800 640 820 700 826 L 860 830 L 860 1000 L 520 1000 C 440 1000 392 950 396 880 Z" fill="${stripe}"/>`
      : '') +
    pen.panel(heel, accent) +
    pen.panel(toe, accent) +
    pen.panel('M 400 220 L 600 220 L 601 330 L 400 330 Z') +
    `<path d="M 400 220 L 600 220 L 601 330 L 400 330 Z" fill="url(#${pen.id('sockrib')})"/>` +
    pen.finish([body], 'knit', { x: 380, y: 210, w: 590, h: 800 })
  );
}

export const drawSocks = (pen: Pen, side: Side): Drawing => {
  pen.def(
    `<pattern id="${pen.id('sockrib')}" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M3 0 L3 10" stroke="#000" stroke-opacity=".22" stroke-width="3"/></pattern>`,
  );
  pen.def(
    `<filter id="${pen.id('dim')}"><feComponentTransfer><feFuncR type="linear" slope=".82"/><feFuncG type="linear" slope=".82"/><feFuncB type="linear" slope=".82"/></feComponentTransfer></filter>`,
  );
  const one = sock(pen, side);
  return {
    markup: side === 'back' ? one : `<g transform="translate(110 -80)" filter="url(#${pen.id('dim')})">${one}</g>${one}`,
    box: side === 'back' ? { x: 380, y: 210, w: 590, h: 800 } : { x: 380, y: 130, w: 700, h: 880 },
    focus: { x: 380, y: 200, w: 320, h: 320 },
  };
};

function bag(pen: Pen, side: Side): string {
  const { p } = pen;
  const metal = '#b9b2a4';
  const body =
    'M 280 420 L 920 420 Q 962 420 962 462 L 962 1060 Q 962 1100 920 1100 L 280 1100 Q 238 1100 238 1060 L 238 462 Q 238 420 280 420 Z';
  const handle = 'M 500 424 C 500 318 700 318 700 424';
  const parts = [
    `<path d="${handle}" fill="none" stroke="${p.outline}" stroke-width="36" stroke-linecap="round"/>`,
    `<path d="${handle}" fill="none" stroke="${p.shade}" stroke-width="30" stroke-linecap="round"/>`,
    pen.panel(body),
    pen.finish([body], 'leather', { x: 238, y: 420, w: 724, h: 680 }),
    pen.stitch(
      'M 282 440 L 918 440 Q 942 440 942 464 L 942 1058 Q 942 1080 918 1080 L 282 1080 Q 258 1080 258 1058 L 258 464 Q 258 440 282 440 Z',
      p.seam,
    ),
    ...[246, 954].map((x) => `<path d="M ${x} 470 a 14 20 0 1 0 0.1 0" fill="none" stroke="${metal}" stroke-width="7"/>`),
  ];
  if (side === 'front') {
    const flap = 'M 236 426 L 964 426 L 964 770 Q 964 820 914 820 L 286 820 Q 236 820 236 770 Z';
    parts.push(pen.panel(flap), pen.finish([flap], 'leather', { x: 236, y: 426, w: 728, h: 394 }));
    parts.push(pen.stitch('M 258 446 L 942 446 L 942 766 Q 942 798 912 798 L 288 798 Q 258 798 258 766 Z', p.seam));
    for (const x of [380, 820]) {
      parts.push(pen.panel(`M ${x - 28} 600 L ${x + 28} 600 L ${x + 28} 940 L ${x - 28} 940 Z`, p.shade));
      parts.push(`<rect x="${x - 38}" y="770" width="76" height="54" rx="6" fill="none" stroke="${metal}" stroke-width="8"/>`);
      parts.push(`<path d="M ${x} 776 L ${x} 818" stroke="${metal}" stroke-width="5"/>`);
      parts.push(pen.panel(`M ${x - 28} 640 L ${x + 28} 640 L ${x + 28} 770 L ${x} 800 L ${x - 28} 770 Z`, p.shade));
      parts.push(...[680, 720].map((y) => `<circle cx="${x}" cy="${y}" r="5" fill="${p.deep}"/>`));
    }
  } else {
    parts.push(
      pen.panel('M 300 520 L 900 520 L 900 900 L 300 900 Z', p.side),
      pen.stitch('M 316 536 L 884 536 L 884 884 L 316 884 Z', p.seam),
    );
  }
  return parts.join('');
}

export const drawBag = (pen: Pen, side: Side): Drawing => ({
  markup: bag(pen, side),
  box: { x: 220, y: 300, w: 760, h: 810 },
  focus: { x: 260, y: 560, w: 320, h: 384 },
});
