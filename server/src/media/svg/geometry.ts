/** Small geometry helpers shared by the garment drawings. */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Width of the coordinate space the garment drawings use. */
export const FRAME_WIDTH = 1200;
export const FRAME_HEIGHT = 1440;

/**
 * Mirrors an absolute path (M, L, C, Q, S, T, Z only) around the vertical centre line, so a
 * garment is designed once for the left half and reflected for the right.
 */
export function mirror(d: string, axis = FRAME_WIDTH / 2): string {
  const tokens = d.match(/[MLCQSTZmlcqstz]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  let index = 0;
  return tokens
    .map((token) => {
      if (/[A-Za-z]/.test(token)) {
        if (/[a-y]/.test(token)) throw new Error(`mirror() needs absolute commands, got ${token}`);
        index = 0;
        return token;
      }
      const value = Number(token);
      const mirrored = index % 2 === 0 ? 2 * axis - value : value;
      index += 1;
      return String(Math.round(mirrored * 100) / 100);
    })
    .join(' ');
}

/** The path and its mirror image, e.g. both sleeves from one. */
export function pair(d: string): [string, string] {
  return [d, mirror(d)];
}

/** FNV-1a: a stable 32-bit hash, used to vary compositions deterministically. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small deterministic random generator (mulberry32) seeded from a hash. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Escapes text for use inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
