/** Shoes, sneakers and boots in side profile, toe to the right, shown as a pair. */
import type { Drawing, Pen, Side } from './pen.ts';

const LINING = '#c8a57a';

function leatherSole(pen: Pen): string {
  const sole = pen.p.isDark ? '#1c1815' : '#3a2a1f';
  return (
    `<path d="M 182 960 L 1012 960 C 1036 962 1042 976 1026 986 C 1000 995 960 995 900 995 L 600 991 C 560 991 420 984 346 986 L 344 1014 L 186 1014 Z" fill="${sole}" stroke="#120e0b" stroke-width="2.5" stroke-linejoin="round"/>` +
    '<path d="M 190 982 L 342 982 M 190 998 L 342 998" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>' +
    '<path d="M 196 966 L 1010 966" stroke="#fff" stroke-opacity=".16" stroke-width="2"/>' +
    `<path d="M 206 972 L 1000 972" stroke="#e8d9c2" stroke-opacity=".45" stroke-width="2" stroke-dasharray="6 6"/>`
  );
}

/** Glossy highlight that makes leather read as leather. */
function shine(pen: Pen, cx: number, cy: number, rx: number, ry: number): string {
  const id = pen.id('shine');
  if (!pen.defs.some((d) => d.includes(`id="${id}"`))) {
    pen.def(
      `<radialGradient id="${id}"><stop offset="0" stop-color="#fff" stop-opacity=".42"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    );
  }
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

function laces(pen: Pen, from: [number, number], to: [number, number], count: number, colour: string): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = (i + 0.5) / count;
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    parts.push(`<circle cx="${x}" cy="${y + 16}" r="5.5" fill="${pen.p.deep}" stroke="#000" stroke-opacity=".4" stroke-width="1.5"/>`);
    parts.push(`<path d="M ${x - 10} ${y - 6} L ${x + 12} ${y + 12}" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>`);
  }
  return parts.join('');
}

function derby(pen: Pen): string {
  const { p } = pen;
  const upper =
    'M 214 748 C 192 800 184 890 194 962 L 1006 962 C 1036 958 1044 912 1024 884 C 996 850 946 840 900 830 C 820 812 740 790 668 764 L 452 706 C 410 740 340 764 280 760 C 250 758 228 754 214 748 Z';
  return (
    `<path d="M 220 746 C 270 726 370 712 452 704 C 410 738 340 762 280 760 C 250 758 232 752 220 746 Z" fill="${LINING}" stroke="${p.outline}" stroke-width="2"/>` +
    leatherSole(pen) +
    pen.panel(upper) +
    pen.finish([upper], 'leather', { x: 180, y: 700, w: 870, h: 270 }) +
    pen.panel('M 454 710 L 668 768 L 652 796 L 466 746 Z', p.shade) +
    pen.seam('M 676 768 C 640 840 600 910 570 962', 0.7, 3) +
    pen.seam('M 896 830 C 868 870 866 920 884 962', 0.7, 3) +
    Array.from(
      { length: 8 },
      (_, i) => `<circle cx="${884 - i * 2 + (i > 4 ? (i - 4) * 3 : 0)}" cy="${846 + i * 14}" r="2.6" fill="${p.deep}"/>`,
    ).join('') +
    pen.seam('M 290 760 C 304 840 320 910 332 962', 0.6, 3) +
    pen.stitch('M 200 950 L 1000 950', p.seam, 1.6) +
    laces(pen, [454, 704], [668, 762], 5, p.deep) +
    `<path d="M 492 722 C 522 760 502 800 484 820 M 498 722 C 552 740 562 782 542 812" fill="none" stroke="${p.deep}" stroke-width="6" stroke-linecap="round"/>` +
    shine(pen, 944, 870, 70, 24) +
    shine(pen, 240, 840, 26, 60)
  );
}

function sneaker(pen: Pen): string {
  const { p } = pen;
  const sole = '#f6f4ef';
  const accent = p.isLight ? '#1f2a44' : p.light;
  const upper =
    'M 232 650 C 196 720 186 830 196 912 L 1000 912 C 1034 906 1040 856 1018 830 C 984 796 934 786 884 774 C 810 756 736 738 672 712 L 456 644 C 424 670 376 690 328 688 C 284 686 254 668 232 650 Z';
  return (
    `<path d="M 448 646 C 454 600 474 584 504 588 C 526 592 530 614 526 664 Z" fill="${p.side}" stroke="${p.outline}" stroke-width="2.5"/>` +
    `<path d="M 238 648 C 300 630 384 630 456 642 C 420 672 376 690 328 688 C 284 686 256 668 238 648 Z" fill="${LINING}" stroke="${p.outline}" stroke-width="2"/>` +
    pen.panel(upper) +
    pen.finish([upper], 'canvas', { x: 180, y: 630, w: 870, h: 290 }) +
    pen.panel('M 864 772 C 934 784 994 800 1018 830 C 1038 856 1032 906 1000 912 L 822 912 C 842 870 852 820 864 772 Z', p.light) +
    Array.from(
      { length: 5 },
      (_, i) => `<circle cx="${900 + i * 22}" cy="${826 + (i % 2) * 16}" r="3" fill="${p.deep}" fill-opacity=".6"/>`,
    ).join('') +
    pen.panel('M 300 900 C 420 870 560 800 694 738 L 710 770 C 594 830 460 896 360 912 Z', accent) +
    pen.panel('M 212 666 C 232 664 250 674 258 690 L 252 900 L 206 900 C 196 830 198 730 212 666 Z', accent) +
    pen.panel('M 458 650 L 672 716 L 656 746 L 468 684 Z', p.shade) +
    laces(pen, [458, 644], [672, 710], 6, '#f4f1ea') +
    `<path d="M 196 912 L 1002 912 C 1040 914 1046 950 1030 972 C 1016 990 990 996 950 996 L 214 996 C 190 994 184 960 196 912 Z" fill="${sole}" stroke="#8d877d" stroke-width="2.5"/>` +
    '<path d="M 200 958 L 1036 958" stroke="#b9b3a8" stroke-width="2.5"/>' +
    '<path d="M 214 996 L 950 996 C 990 996 1016 990 1028 978 L 1030 990 C 1016 1004 990 1010 950 1010 L 214 1010 C 200 1010 196 1004 196 996 Z" fill="#6f6a63"/>' +
    pen.stitch('M 210 928 L 1010 928', '#a39d92', 1.6)
  );
}

function chelsea(pen: Pen): string {
  const { p } = pen;
  const upper =
    'M 232 480 C 226 600 190 820 194 962 L 1006 962 C 1030 958 1036 920 1018 900 C 990 872 940 862 890 852 C 800 836 700 812 624 770 C 560 730 530 640 524 470 Z';
  const gusset = 'M 318 478 L 452 474 C 446 580 420 660 384 700 C 350 660 326 580 318 478 Z';
  return (
    `<path d="M 234 480 Q 380 458 524 470 Q 380 486 234 480 Z" fill="${LINING}" stroke="${p.outline}" stroke-width="2"/>` +
    leatherSole(pen) +
    pen.panel(upper) +
    pen.finish([upper], 'leather', { x: 180, y: 460, w: 860, h: 510 }) +
    `<path d="${gusset}" fill="#2a2726" stroke="${p.outline}" stroke-width="2.5"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M ${330 + i * 14} 480 L ${346 + i * 10} ${560 + (4 - Math.abs(i - 4)) * 30}" stroke="#fff" stroke-opacity=".12" stroke-width="3"/>`,
    ).join('') +
    pen.stitch(`M 306 478 C 314 590 340 670 384 716 C 430 670 458 590 466 474`, p.seam, 2) +
    pen.panel('M 222 420 C 216 400 250 396 258 420 L 262 500 L 226 500 Z', p.shade) +
    pen.seam('M 640 778 C 600 840 580 910 560 962', 0.5, 3) +
    pen.seam('M 286 720 C 300 820 318 900 330 962', 0.5, 3) +
    pen.stitch('M 200 950 L 1000 950', p.seam, 1.6) +
    shine(pen, 930, 892, 70, 22) +
    shine(pen, 520, 620, 24, 90)
  );
}

/** The second shoe of the pair stands behind the first, up and to the left. */
const PAIR_OFFSET = [-44, -110] as const;

function pairOf(pen: Pen, shoe: string, side: Side): string {
  if (side === 'back') return `<g transform="translate(1220 0) scale(-1 1)">${shoe}</g>`;
  const dim = pen.id('dim');
  pen.def(
    `<filter id="${dim}"><feComponentTransfer><feFuncR type="linear" slope=".8"/><feFuncG type="linear" slope=".8"/><feFuncB type="linear" slope=".8"/></feComponentTransfer></filter>`,
  );
  return `<g transform="translate(${PAIR_OFFSET[0]} ${PAIR_OFFSET[1]})" filter="url(#${dim})">${shoe}</g>${shoe}`;
}

function footwear(pen: Pen, side: Side, shoe: string, top: number, focus: Drawing['focus']): Drawing {
  const box = side === 'front' ? { x: 140, y: top - 110, w: 910, h: 1016 - top + 110 } : { x: 180, y: top, w: 870, h: 1016 - top };
  return { markup: pairOf(pen, shoe, side), box, focus };
}

export const drawShoes = (pen: Pen, side: Side): Drawing => footwear(pen, side, derby(pen), 700, { x: 400, y: 690, w: 560, h: 300 });

export const drawSneakers = (pen: Pen, side: Side): Drawing => footwear(pen, side, sneaker(pen), 584, { x: 420, y: 600, w: 560, h: 320 });

export const drawBoots = (pen: Pen, side: Side): Drawing => footwear(pen, side, chelsea(pen), 400, { x: 220, y: 420, w: 480, h: 380 });
