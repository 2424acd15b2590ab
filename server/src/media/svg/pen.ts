/**
 * The drawing context handed to every garment: its palette, unique ids for gradients and
 * patterns (several garments can share one picture), and the recurring strokes of a garment.
 */
import type { Palette } from './colour.ts';
import type { Box } from './geometry.ts';

export type Texture = 'twill' | 'denim' | 'knit' | 'pique' | 'jersey' | 'poplin' | 'leather' | 'canvas';

const TEXTURES: Record<Texture, { size: [number, number]; body: string }> = {
  twill: {
    size: [8, 8],
    body:
      '<path d="M-1 9 L9 -1 M-3 3 L3 -3 M5 11 L11 5" stroke="#000" stroke-opacity=".07" stroke-width="1.5"/>' +
      '<path d="M3 9 L9 3 M-1 5 L5 -1" stroke="#fff" stroke-opacity=".05" stroke-width="1"/>',
  },
  denim: {
    size: [7, 7],
    body:
      '<path d="M-1 -1 L8 8 M-4 3 L3 10 M3 -4 L10 3" stroke="#fff" stroke-opacity=".14" stroke-width="1.5"/>' +
      '<path d="M2 -1 L9 6 M-1 2 L6 9" stroke="#000" stroke-opacity=".12" stroke-width="1"/>',
  },
  knit: {
    size: [18, 15],
    body:
      '<path d="M0 1 L9 12 L18 1" fill="none" stroke="#000" stroke-opacity=".17" stroke-width="2.4"/>' +
      '<path d="M0 5 L9 16 L18 5" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="1.6"/>',
  },
  pique: {
    size: [7, 7],
    body: '<circle cx="2" cy="2" r="1.3" fill="#000" fill-opacity=".1"/><circle cx="5.5" cy="5.5" r="1.1" fill="#fff" fill-opacity=".08"/>',
  },
  jersey: {
    size: [5, 6],
    body: '<path d="M1 0 L1 6" stroke="#000" stroke-opacity=".06" stroke-width="1.2"/>',
  },
  poplin: {
    size: [4, 4],
    body: '<path d="M0 1 L4 1 M1 0 L1 4" stroke="#000" stroke-opacity=".045" stroke-width="1"/>',
  },
  leather: {
    size: [23, 19],
    body:
      '<circle cx="4" cy="5" r="1.4" fill="#000" fill-opacity=".07"/><circle cx="15" cy="3" r="1" fill="#fff" fill-opacity=".06"/>' +
      '<circle cx="11" cy="13" r="1.6" fill="#000" fill-opacity=".06"/><circle cx="20" cy="15" r="1.1" fill="#fff" fill-opacity=".05"/>',
  },
  canvas: {
    size: [5, 5],
    body: '<path d="M0 1 L5 1 M1 0 L1 5" stroke="#000" stroke-opacity=".07" stroke-width="1.3"/>',
  },
};

/** Drawing context for one garment. */
export interface Pen {
  readonly p: Palette;
  /** A document-unique id for a def called `name`. */
  id(name: string): string;
  url(name: string): string;
  def(markup: string): void;
  readonly defs: string[];
  /** A cloth shape with the garment's outline. */
  panel(d: string, fill?: string, attrs?: string): string;
  /** A thin seam or crease line. */
  seam(d: string, opacity?: number, width?: number): string;
  /** Dashed top-stitching. */
  stitch(d: string, colour?: string, width?: number): string;
  button(x: number, y: number, r: number, colour?: string): string;
  /** Fabric texture and rounded-volume shading laid over the given shapes. */
  finish(shapes: string[], texture: Texture, box: Box): string;
}

/** Creates a pen; `prefix` keeps ids unique when several garments share one picture. */
export function createPen(p: Palette, prefix: string): Pen {
  const defs: string[] = [];
  const made = new Set<string>();
  let clips = 0;
  const id = (name: string) => `${prefix}-${name}`;
  const once = (name: string, markup: () => string) => {
    if (made.has(name)) return;
    made.add(name);
    defs.push(markup());
  };
  return {
    p,
    id,
    url: (name) => `url(#${id(name)})`,
    def: (markup) => defs.push(markup),
    defs,
    panel: (d, fill = p.base, attrs = '') =>
      `<path d="${d}" fill="${fill}" stroke="${p.outline}" stroke-width="3" stroke-linejoin="round" ${attrs}/>`,
    seam: (d, opacity = 0.55, width = 2.5) =>
      `<path d="${d}" fill="none" stroke="${p.seam}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`,
    stitch: (d, colour = p.seam, width = 2) =>
      `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity=".8" stroke-width="${width}" stroke-dasharray="7 6" stroke-linecap="round"/>`,
    button: (x, y, r, colour = p.deep) =>
      `<g><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="${p.outline}" stroke-width="1.5"/>` +
      `<circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.45}" fill="#fff" fill-opacity=".18"/>` +
      `<circle cx="${x - r * 0.25}" cy="${y}" r="${r * 0.13}" fill="#000" fill-opacity=".35"/>` +
      `<circle cx="${x + r * 0.25}" cy="${y}" r="${r * 0.13}" fill="#000" fill-opacity=".35"/></g>`,
    finish(shapes, texture, box) {
      const spec = TEXTURES[texture];
      once(`tex-${texture}`, () => {
        const [w, h] = spec.size;
        return `<pattern id="${id(`tex-${texture}`)}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${spec.body}</pattern>`;
      });
      clips += 1;
      const clip = id(`clip${clips}`);
      const sheen = id(`sheen${clips}`);
      const fall = id(`fall${clips}`);
      defs.push(
        `<clipPath id="${clip}">${shapes.map((d) => `<path d="${d}"/>`).join('')}</clipPath>`,
        `<linearGradient id="${sheen}" gradientUnits="userSpaceOnUse" x1="${box.x}" y1="0" x2="${box.x + box.w}" y2="0">` +
          '<stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset=".16" stop-color="#000" stop-opacity=".05"/>' +
          '<stop offset=".4" stop-color="#fff" stop-opacity=".09"/><stop offset=".62" stop-color="#fff" stop-opacity=".02"/>' +
          '<stop offset=".86" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>',
        `<linearGradient id="${fall}" gradientUnits="userSpaceOnUse" x1="0" y1="${box.y}" x2="0" y2="${box.y + box.h}">` +
          '<stop offset="0" stop-color="#fff" stop-opacity=".06"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/>' +
          '<stop offset="1" stop-color="#000" stop-opacity=".1"/></linearGradient>',
      );
      const rect = `x="${box.x - 20}" y="${box.y - 20}" width="${box.w + 40}" height="${box.h + 40}"`;
      return (
        `<g clip-path="url(#${clip})">` +
        `<rect ${rect} fill="url(#${id(`tex-${texture}`)})"/>` +
        `<rect ${rect} fill="url(#${sheen})"/><rect ${rect} fill="url(#${fall})"/></g>`
      );
    },
  };
}

/** Which side of the garment faces the camera. */
export type Side = 'front' | 'back';

/** One garment drawn in its own coordinate space. */
export interface Drawing {
  markup: string;
  /** Bounding box of the garment, used to fit it into a picture. */
  box: Box;
  /** Close-up area for the detail view (width counts; the height follows the 5:6 frame). */
  focus: Box;
  /** Caps enlargement for garments that would otherwise look oversized in the frame. */
  maxScale?: number;
}

export type Drawer = (pen: Pen, side: Side) => Drawing;
