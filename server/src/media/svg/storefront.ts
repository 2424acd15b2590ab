/** The store picture: a canal-house shop front with the brand sign in the requested colour. */
import { luminance, mix } from './colour.ts';
import { BRAND } from './giftcard.ts';
import { escapeXml, hash, seeded } from './geometry.ts';
import { placeGarment } from './product.ts';

const WIDTH = 1600;
const HEIGHT = 1000;
const GROUND = 880;
const FACADES = ['#d9cfbf', '#a85b43', '#e8e3d8', '#8e6b52', '#c9c2b4'];
const NEIGHBOURS = ['#b7764f', '#d6cdbd', '#7d5a48', '#e3ddd0', '#9a8f80'];

function windowGrid(x0: number, x1: number, rows: number[], cols: number, frame: string): string {
  const parts: string[] = [];
  const span = (x1 - x0) / cols;
  for (const y of rows) {
    for (let i = 0; i < cols; i += 1) {
      const x = x0 + span * i + span * 0.2;
      const w = span * 0.6;
      const h = w * 1.2;
      parts.push(
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)" stroke="${frame}" stroke-width="8"/>` +
          `<path d="M ${x + w / 2} ${y} L ${x + w / 2} ${y + h} M ${x} ${y + h * 0.4} L ${x + w} ${y + h * 0.4}" stroke="${frame}" stroke-width="5"/>` +
          `<rect x="${x - 8}" y="${y + h}" width="${w + 16}" height="10" fill="${frame}"/>`,
      );
    }
  }
  return parts.join('');
}

/** A stepped, bell or straight gable on top of a house front. */
function gable(kind: number, x0: number, x1: number, top: number, fill: string): string {
  const mid = (x0 + x1) / 2;
  const w = x1 - x0;
  if (kind === 0) {
    const step = w / 8;
    const pts = [
      [x0, top + 180],
      [x0 + step, top + 180],
      [x0 + step, top + 130],
      [x0 + 2 * step, top + 130],
      [x0 + 2 * step, top + 80],
      [x0 + 3 * step, top + 80],
      [x0 + 3 * step, top + 30],
      [x1 - 3 * step, top + 30],
      [x1 - 3 * step, top + 80],
      [x1 - 2 * step, top + 80],
      [x1 - 2 * step, top + 130],
      [x1 - step, top + 130],
      [x1 - step, top + 180],
      [x1, top + 180],
    ];
    return `<path d="M ${pts.map(([x, y]) => `${x} ${y}`).join(' L ')} Z" fill="${fill}"/>`;
  }
  if (kind === 1) {
    return `<path d="M ${x0} ${top + 180} C ${x0 + w * 0.2} ${top + 170} ${mid - w * 0.22} ${top + 120} ${mid - w * 0.16} ${top + 40} Q ${mid} ${top - 10} ${mid + w * 0.16} ${top + 40} C ${mid + w * 0.22} ${top + 120} ${x1 - w * 0.2} ${top + 170} ${x1} ${top + 180} Z" fill="${fill}"/>`;
  }
  return `<rect x="${x0 - 12}" y="${top + 150}" width="${w + 24}" height="30" fill="${mix(fill, '#ffffff', 0.3)}"/>`;
}

function neighbour(x0: number, x1: number, top: number, fill: string, kind: number): string {
  return (
    `<rect x="${x0}" y="${top + 180}" width="${x1 - x0}" height="${GROUND - top - 180}" fill="${fill}"/>` +
    gable(kind, x0, x1, top, fill) +
    windowGrid(x0 + 10, x1 - 10, [top + 200, top + 360], 2, '#f4f1ea') +
    `<rect x="${x0 + 40}" y="${GROUND - 190}" width="${x1 - x0 - 80}" height="170" fill="url(#glass)" stroke="#3b3835" stroke-width="8"/>`
  );
}

function plant(x: number): string {
  return (
    `<ellipse cx="${x}" cy="${GROUND + 22}" rx="40" ry="8" fill="#000" fill-opacity=".18"/>` +
    `<path d="M ${x - 30} ${GROUND - 50} L ${x + 30} ${GROUND - 50} L ${x + 22} ${GROUND + 20} L ${x - 22} ${GROUND + 20} Z" fill="#5b5a57"/>` +
    `<circle cx="${x}" cy="${GROUND - 110}" r="58" fill="#4f6b45"/><circle cx="${x - 26}" cy="${GROUND - 130}" r="34" fill="#5f7d52"/>` +
    `<circle cx="${x + 24}" cy="${GROUND - 92}" r="30" fill="#445e3b"/>`
  );
}

function bicycle(x: number): string {
  const y = GROUND + 30;
  const frame = '#2d3a4a';
  return (
    `<g fill="none" stroke="#2a2a2a" stroke-width="6"><circle cx="${x}" cy="${y - 56}" r="56"/><circle cx="${x + 170}" cy="${y - 56}" r="56"/></g>` +
    `<path d="M ${x} ${y - 56} L ${x + 60} ${y - 140} L ${x + 150} ${y - 140} L ${x + 170} ${y - 56} M ${x + 60} ${y - 140} L ${x + 90} ${y - 56} L ${x + 150} ${y - 140} M ${x + 90} ${y - 56} L ${x} ${y - 56}" fill="none" stroke="${frame}" stroke-width="9" stroke-linejoin="round"/>` +
    `<path d="M ${x + 50} ${y - 160} L ${x + 80} ${y - 160} M ${x + 62} ${y - 140} L ${x + 65} ${y - 160} M ${x + 150} ${y - 140} L ${x + 146} ${y - 170} L ${x + 172} ${y - 176}" fill="none" stroke="#2a2a2a" stroke-width="8" stroke-linecap="round"/>`
  );
}

/** Renders the store picture for brand colour `hex`, varied by `name`. */
export function storeSvg(hex: string, name: string): string {
  const random = seeded(hash(`store/${hex}/${name}`));
  const brand = `#${hex}`;
  const signInk = luminance(brand) > 0.35 ? '#1d1b19' : '#f7f3ea';
  const facade = FACADES[Math.floor(random() * FACADES.length)] as string;
  const gableKind = Math.floor(random() * 3);
  const left = NEIGHBOURS[Math.floor(random() * NEIGHBOURS.length)] as string;
  const right = NEIGHBOURS[Math.floor(random() * NEIGHBOURS.length)] as string;
  const frame = mix(brand, '#141414', 0.55);
  const windows = [
    placeGarment('suit', '2b3550', { x: 450, y: 700, w: 110, h: 170 }, { prefix: 'w0', maxScale: 0.2 }),
    placeGarment('coat', 'b79f7f', { x: 580, y: 700, w: 110, h: 170 }, { prefix: 'w1', maxScale: 0.2 }),
    placeGarment('blazer', '6e6a5e', { x: 900, y: 720, w: 130, h: 140 }, { prefix: 'w2', maxScale: 0.25 }),
    placeGarment('shoes', '6b3e26', { x: 1040, y: 800, w: 130, h: 70 }, { prefix: 'w3', maxScale: 0.2 }),
  ];
  const defs =
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9dbe6"/><stop offset=".7" stop-color="#eef0ec"/></linearGradient>' +
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3c4a55"/><stop offset=".5" stop-color="#5d6f7c"/><stop offset="1" stop-color="#2e3941"/></linearGradient>' +
    '<linearGradient id="shop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6ecd6"/><stop offset="1" stop-color="#d9c7a5"/></linearGradient>' +
    windows.flatMap((w) => w.defs).join('');
  const reflections = [410, 870]
    .map(
      (x) =>
        `<path d="M ${x + 40} 690 L ${x + 110} 690 L ${x + 20} 870 L ${x - 50} 870 Z M ${x + 150} 690 L ${x + 180} 690 L ${x + 90} 870 L ${x + 60} 870 Z" fill="#fff" fill-opacity=".14"/>`,
    )
    .join('');
  const title = escapeXml(BRAND.toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
    neighbour(-20, 390, 130, left, (gableKind + 1) % 3) +
    neighbour(1210, 1620, 170, right, (gableKind + 2) % 3) +
    `<rect x="380" y="240" width="840" height="${GROUND - 240}" fill="${facade}"/>` +
    gable(gableKind, 380, 1220, 60, facade) +
    `<rect x="380" y="232" width="840" height="14" fill="${mix(facade, '#ffffff', 0.35)}"/>` +
    windowGrid(400, 1200, [282, 438], 4, '#f4f1ea') +
    `<rect x="390" y="590" width="820" height="84" fill="${brand}" stroke="${frame}" stroke-width="6"/>` +
    `<text x="800" y="648" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="50" letter-spacing="14" fill="${signInk}">${title}</text>` +
    `<rect x="390" y="674" width="820" height="${GROUND - 674}" fill="${frame}"/>` +
    `<rect x="410" y="690" width="320" height="180" fill="url(#shop)"/><rect x="870" y="690" width="320" height="180" fill="url(#shop)"/>` +
    windows.map((w) => w.markup).join('') +
    reflections +
    `<rect x="752" y="690" width="96" height="${GROUND - 690}" fill="url(#glass)" stroke="${mix(frame, '#ffffff', 0.2)}" stroke-width="6"/>` +
    `<rect x="832" y="770" width="6" height="40" rx="3" fill="#d8c48f"/>` +
    `<rect x="0" y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="#bdb8b0"/>` +
    `<path d="${Array.from({ length: 17 }, (_, i) => `M ${i * 100} ${GROUND} L ${i * 100 - 40} ${HEIGHT - 40}`).join(' ')} M 0 ${GROUND + 40} L ${WIDTH} ${GROUND + 40}" stroke="#a8a39b" stroke-width="3"/>` +
    `<rect x="0" y="${HEIGHT - 40}" width="${WIDTH}" height="40" fill="#8f8a83"/>` +
    plant(1270) +
    bicycle(130) +
    '</svg>'
  );
}
