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

type Point = [number, number];

interface Segment {
  command: 'L' | 'C' | 'Q';
  /** Control points followed by the end point. */
  points: Point[];
}

interface Subpath {
  start: Point;
  segments: Segment[];
  closed: boolean;
}

const ARITY: Record<string, number> = { M: 1, L: 1, C: 3, Q: 2 };

function parsePath(d: string): Subpath[] {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const subpaths: Subpath[] = [];
  let index = 0;
  let command = '';
  const point = (): Point => [Number(tokens[index++]), Number(tokens[index++])];
  while (index < tokens.length) {
    const token = tokens[index] as string;
    if (/[A-Za-z]/.test(token)) {
      if (!/[MLCQZ]/.test(token)) throw new Error(`mirror() supports absolute M, L, C, Q and Z only, got ${token}`);
      command = token;
      index += 1;
      if (command === 'Z') {
        const current = subpaths.at(-1);
        if (current) current.closed = true;
        continue;
      }
    }
    if (command === 'M') {
      subpaths.push({ start: point(), segments: [], closed: false });
      command = 'L';
      continue;
    }
    const points = Array.from({ length: ARITY[command] ?? 1 }, point);
    subpaths.at(-1)?.segments.push({ command: command as Segment['command'], points });
  }
  return subpaths;
}

const fmt = ([x, y]: Point) => `${Math.round(x * 100) / 100} ${Math.round(y * 100) / 100}`;

/** Draws each subpath backwards, so a reflected shape keeps its original winding direction. */
function reversed(subpaths: Subpath[]): string {
  return subpaths
    .map(({ start, segments, closed }) => {
      const ends = [start, ...segments.map((segment) => segment.points.at(-1) as Point)];
      const parts = [`M ${fmt(ends.at(-1) as Point)}`];
      for (let i = segments.length - 1; i >= 0; i -= 1) {
        const { command, points } = segments[i] as Segment;
        const to = ends[i] as Point;
        if (command === 'L') parts.push(`L ${fmt(to)}`);
        if (command === 'Q') parts.push(`Q ${fmt(points[0] as Point)} ${fmt(to)}`);
        if (command === 'C') parts.push(`C ${fmt(points[1] as Point)} ${fmt(points[0] as Point)} ${fmt(to)}`);
      }
      return closed ? `${parts.join(' ')} Z` : parts.join(' ');
    })
    .join(' ');
}

/**
 * Mirrors an absolute path (M, L, C, Q, Z) around the vertical centre line, so a garment is
 * designed once for the left half and reflected for the right. The result is also traced in
 * reverse: a plain reflection would flip the winding, and where a shape and its reflection
 * overlap inside one clip path the two would cancel out instead of adding up.
 */
export function mirror(d: string, axis = FRAME_WIDTH / 2): string {
  const subpaths = parsePath(d).map(({ start, segments, closed }) => ({
    start: [2 * axis - start[0], start[1]] as Point,
    segments: segments.map(({ command, points }) => ({ command, points: points.map(([x, y]) => [2 * axis - x, y] as Point) })),
    closed,
  }));
  return reversed(subpaths);
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
