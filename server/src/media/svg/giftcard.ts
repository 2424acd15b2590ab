/** The shop's gift card: a branded card on its envelope. */
import type { Drawing, Pen, Side } from './pen.ts';

export const BRAND = 'Van Arkel';
const SERIF = "DejaVu Serif, Georgia, 'Times New Roman', serif";
const SANS = 'DejaVu Sans, Helvetica, Arial, sans-serif';

function card(pen: Pen, side: Side): string {
  const { p } = pen;
  const face = pen.id('face');
  pen.def(
    `<linearGradient id="${face}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.shade}"/></linearGradient>`,
  );
  const outline = `<rect x="170" y="490" width="860" height="540" rx="36" fill="url(#${face})" stroke="${p.outline}" stroke-width="3"/>`;
  if (side === 'back') {
    return (
      outline +
      '<rect x="170" y="560" width="860" height="96" fill="#1d1b19"/>' +
      `<rect x="230" y="720" width="420" height="64" rx="6" fill="#f6f3ec" stroke="${p.outline}" stroke-width="2"/>` +
      `<text x="230" y="850" font-family="${SANS}" font-size="26" fill="${p.ink}" fill-opacity=".8">Cadeaukaart · Gift card · Geschenkkarte</text>` +
      `<text x="230" y="900" font-family="${SANS}" font-size="22" fill="${p.ink}" fill-opacity=".65">Te besteden in alle winkels en online</text>` +
      `<text x="970" y="990" text-anchor="end" font-family="${SERIF}" font-size="34" fill="${p.ink}">${BRAND}</text>`
    );
  }
  return (
    outline +
    // A ribbon tied around the card.
    `<rect x="800" y="490" width="54" height="540" fill="${p.isLight ? '#8c1c2c' : '#f3ead8'}" fill-opacity=".9"/>` +
    `<path d="M 827 560 C 760 500 730 560 800 580 C 740 610 760 660 827 600 C 894 660 914 610 854 580 C 924 560 894 500 827 560 Z" fill="${p.isLight ? '#a32236' : '#fbf5e8'}" stroke="#000" stroke-opacity=".25" stroke-width="2"/>` +
    `<path d="M 810 596 L 780 680 M 844 596 L 874 680" stroke="${p.isLight ? '#8c1c2c' : '#f3ead8'}" stroke-width="16" stroke-linecap="round"/>` +
    `<text x="240" y="720" font-family="${SERIF}" font-size="92" letter-spacing="2" fill="${p.ink}">${BRAND}</text>` +
    `<path d="M 244 752 L 700 752" stroke="${p.ink}" stroke-opacity=".55" stroke-width="2"/>` +
    `<text x="244" y="810" font-family="${SANS}" font-size="34" letter-spacing="12" fill="${p.ink}" fill-opacity=".9">CADEAUKAART</text>` +
    `<text x="244" y="968" font-family="${SANS}" font-size="24" letter-spacing="4" fill="${p.ink}" fill-opacity=".7">HERENMODE · MENSWEAR</text>`
  );
}

function envelope(): string {
  return (
    '<g transform="rotate(5 600 760)"><rect x="150" y="420" width="900" height="620" rx="10" fill="#efe8da" stroke="#b9ae9b" stroke-width="3"/>' +
    '<path d="M 150 430 L 600 760 L 1050 430" fill="none" stroke="#c9bfad" stroke-width="3"/></g>'
  );
}

export const drawGiftcard = (pen: Pen, side: Side): Drawing => ({
  markup: `${envelope()}<g transform="rotate(-6 600 760)">${card(pen, side)}</g>`,
  box: { x: 120, y: 370, w: 960, h: 760 },
  focus: { x: 200, y: 560, w: 560, h: 400 },
});
