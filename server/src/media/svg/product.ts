/** Product pictures: one garment in the product colour on a soft studio background. */
import { paletteFor } from './colour.ts';
import { DRAWERS, type Garment } from './garments.ts';
import { FRAME_HEIGHT, FRAME_WIDTH, type Box } from './geometry.ts';
import { createPen, type Side } from './pen.ts';

export type View = 'front' | 'back' | 'detail';
export const VIEWS: readonly View[] = ['front', 'back', 'detail'];

/** Where garments are placed inside the 1200×1440 frame. */
const STAGE: Box = { x: 130, y: 130, w: 940, h: 1110 };
const MAX_SCALE = 1.7;
export const STUDIO_COLOUR = '#f1efeb';

/** A garment fitted to a box: the transform and the garment's placed bounding box. */
export interface Placement {
  scale: number;
  tx: number;
  ty: number;
  placed: Box;
}

/** Vertical placement of a garment inside its stage: hanging from the top, centred, or standing. */
export type Align = 'top' | 'centre' | 'bottom';

/** Scales a drawing's box into `stage` (never enlarging beyond `maxScale`) and centres it horizontally. */
export function place(box: Box, stage: Box, maxScale: number, align: Align = 'centre'): Placement {
  const scale = Math.min(stage.w / box.w, stage.h / box.h, maxScale);
  const tx = stage.x + stage.w / 2 - scale * (box.x + box.w / 2);
  const ty =
    align === 'top'
      ? stage.y - scale * box.y
      : align === 'bottom'
        ? stage.y + stage.h - scale * (box.y + box.h)
        : stage.y + stage.h / 2 - scale * (box.y + box.h / 2);
  return { scale, tx, ty, placed: { x: tx + scale * box.x, y: ty + scale * box.y, w: scale * box.w, h: scale * box.h } };
}

/** Soft drop shadow that lifts a garment off the background (filter id `lift`). */
export const LIFT_FILTER =
  '<filter id="lift" x="-10%" y="-10%" width="120%" height="125%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dy="10" result="b"/>' +
  '<feComponentTransfer><feFuncA type="linear" slope=".16"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>';

/** Blurred contact shadow under a garment; shared with the content pictures. */
export function floorShadow(id: string, cx: number, y: number, rx: number, opacity = 0.2): { def: string; markup: string } {
  return {
    def: `<filter id="${id}" x="-30%" y="-200%" width="160%" height="500%"><feGaussianBlur stdDeviation="${Math.max(6, rx / 14)}"/></filter>`,
    markup: `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${Math.max(10, rx / 11)}" fill="#2b2520" fill-opacity="${opacity}" filter="url(#${id})"/>`,
  };
}

/** A garment drawn, fitted into `stage` and wrapped in its transform; `prefix` keeps its ids unique. */
export function placeGarment(
  garment: Garment,
  hex: string,
  stage: Box,
  options: { prefix: string; side?: Side; maxScale?: number; align?: Align },
) {
  const pen = createPen(paletteFor(hex), options.prefix);
  const drawing = DRAWERS[garment](pen, options.side ?? 'front');
  const placement = place(drawing.box, stage, Math.min(options.maxScale ?? MAX_SCALE, drawing.maxScale ?? MAX_SCALE), options.align);
  const { scale, tx, ty } = placement;
  return {
    ...placement,
    drawing,
    defs: pen.defs,
    markup: `<g transform="translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${scale.toFixed(4)})">${drawing.markup}</g>`,
  };
}

/** Renders one product picture as SVG markup at the native 1200×1440 size. */
export function productSvg(garment: Garment, hex: string, view: View): string {
  const {
    scale,
    tx,
    ty,
    placed,
    drawing,
    defs: garmentDefs,
    markup,
  } = placeGarment(garment, hex, STAGE, {
    prefix: 'g',
    side: view === 'back' ? 'back' : 'front',
  });
  const shadow = floorShadow('floor', placed.x + placed.w / 2, placed.y + placed.h + 14, placed.w * 0.44);
  const defs = [
    ...garmentDefs,
    shadow.def,
    `<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f4f1"/><stop offset=".72" stop-color="${STUDIO_COLOUR}"/><stop offset="1" stop-color="#e6e2dc"/></linearGradient>`,
    '<radialGradient id="spot" cx=".5" cy=".42" r=".62"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    LIFT_FILTER,
  ];
  let viewBox = `0 0 ${FRAME_WIDTH} ${FRAME_HEIGHT}`;
  if (view === 'detail') {
    const f = drawing.focus;
    const w = f.w * scale;
    const h = (w * FRAME_HEIGHT) / FRAME_WIDTH;
    const cy = ty + scale * (f.y + f.h / 2);
    viewBox = `${(tx + scale * f.x).toFixed(1)} ${(cy - h / 2).toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs.join('')}</defs>` +
    `<rect x="-2000" y="-2000" width="${FRAME_WIDTH + 4000}" height="${FRAME_HEIGHT + 4000}" fill="url(#studio)"/>` +
    `<rect width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" fill="url(#spot)"/>` +
    shadow.markup +
    `<g filter="url(#lift)">${markup}</g>` +
    '</svg>'
  );
}
