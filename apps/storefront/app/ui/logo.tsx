/*
 * The "VAN ARKEL" wordmark: high-contrast capitals in the Didone manner (thick stems, hairline
 * bars and serifs), drawn as shapes so it never depends on a font being loaded.
 * Glyphs sit on a 32-unit cap height; `x` is each glyph's left edge.
 */

type Glyph = (x: number) => string;

const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}Z`;
const poly = (...points: [number, number][]) => `M${points.map(([px, py]) => `${px} ${py}`).join('L')}Z`;
const shift = (x: number, points: [number, number][]) => points.map(([px, py]) => [px + x, py] as [number, number]);

/** Hairline serif centred on `cx` at the top (y 0) or the baseline (y 32). */
const serif = (cx: number, width: number, edge: 'top' | 'base') => rect(cx - width / 2, edge === 'top' ? 0 : 30.9, width, 1.1);

const glyphs: Record<string, { width: number; draw: Glyph }> = {
  V: {
    width: 25,
    draw: (x) =>
      [
        poly(
          ...shift(x, [
            [1.2, 0],
            [5.8, 0],
            [13.4, 32],
            [11.4, 32],
          ]),
        ),
        poly(
          ...shift(x, [
            [22.6, 0],
            [23.8, 0],
            [12.9, 32],
            [11.8, 32],
          ]),
        ),
        serif(x + 3.5, 9.5, 'top'),
        serif(x + 23.2, 7, 'top'),
      ].join(''),
  },
  A: {
    width: 26,
    draw: (x) =>
      [
        poly(
          ...shift(x, [
            [11.6, 0],
            [12.8, 0],
            [2.3, 32],
            [1.2, 32],
          ]),
        ),
        poly(
          ...shift(x, [
            [11.6, 0],
            [14.4, 0],
            [25, 32],
            [20.4, 32],
          ]),
        ),
        rect(x + 5.2, 21, 15.2, 1.1),
        serif(x + 1.8, 7, 'base'),
        serif(x + 22.7, 9.5, 'base'),
      ].join(''),
  },
  N: {
    width: 25,
    draw: (x) =>
      [
        rect(x + 1.2, 0, 1.1, 32),
        rect(x + 22.7, 0, 1.1, 32),
        poly(
          ...shift(x, [
            [1.2, 0],
            [5.6, 0],
            [23.8, 32],
            [19.4, 32],
          ]),
        ),
        serif(x + 2.6, 7.5, 'top'),
        serif(x + 1.8, 7.5, 'base'),
        serif(x + 23.2, 7.5, 'top'),
      ].join(''),
  },
  R: {
    width: 23,
    draw: (x) =>
      [
        rect(x + 1.5, 0, 4, 32),
        // Bowl as a ring: thin at top and bottom, full weight on the right.
        `M${x + 5.5} 0H${x + 13.2}C${x + 19.6} 0 ${x + 21.8} 4 ${x + 21.8} 8.2C${x + 21.8} 12.8 ${x + 19} 16.6 ${x + 13.2} 16.6H${x + 5.5}V15.5H${x + 12.6}C${x + 15.8} 15.5 ${x + 17.4} 12.9 ${x + 17.4} 8.3C${x + 17.4} 3.9 ${x + 16} 1.1 ${x + 12.6} 1.1H${x + 5.5}Z`,
        poly(
          ...shift(x, [
            [10.2, 16.2],
            [14, 16.2],
            [22.6, 32],
            [18.4, 32],
          ]),
        ),
        serif(x + 2.5, 7.5, 'top'),
        serif(x + 3.5, 9.5, 'base'),
        serif(x + 21, 6.5, 'base'),
      ].join(''),
  },
  K: {
    width: 24,
    draw: (x) =>
      [
        rect(x + 1.5, 0, 4, 32),
        poly(
          ...shift(x, [
            [5.5, 19.4],
            [21.4, 0],
            [22.8, 0],
            [5.5, 21.2],
          ]),
        ),
        poly(
          ...shift(x, [
            [9.4, 14.6],
            [12.6, 12.4],
            [23.6, 32],
            [19.2, 32],
          ]),
        ),
        serif(x + 3.5, 9.5, 'top'),
        serif(x + 3.5, 9.5, 'base'),
        serif(x + 21.6, 7.5, 'top'),
        serif(x + 21.6, 8, 'base'),
      ].join(''),
  },
  E: {
    width: 20,
    draw: (x) =>
      [
        rect(x + 1.5, 0, 4, 32),
        rect(x + 5.5, 0, 13.4, 1.1),
        rect(x + 5.5, 15.5, 9.6, 1.1),
        rect(x + 5.5, 30.9, 14.5, 1.1),
        poly(
          ...shift(x, [
            [17.8, 0],
            [18.9, 0],
            [18.9, 7],
            [18.4, 7],
          ]),
        ),
        rect(x + 14.4, 12.6, 1, 7),
        poly(
          ...shift(x, [
            [19.3, 24.2],
            [20, 24.2],
            [20, 32],
            [18.8, 32],
          ]),
        ),
        serif(x + 2.5, 6, 'top'),
        serif(x + 2.5, 6, 'base'),
      ].join(''),
  },
  L: {
    width: 19,
    draw: (x) =>
      [
        rect(x + 1.5, 0, 4, 32),
        rect(x + 5.5, 30.9, 13.5, 1.1),
        poly(
          ...shift(x, [
            [18.3, 24.2],
            [19, 24.2],
            [19, 32],
            [17.8, 32],
          ]),
        ),
        serif(x + 3.5, 9.5, 'top'),
        serif(x + 2.5, 6, 'base'),
      ].join(''),
  },
};

const TRACKING = 7;
const WORD_SPACE = 17;

function wordmarkPath(text: string): { d: string; width: number } {
  let x = 0;
  const parts: string[] = [];
  for (const char of text) {
    if (char === ' ') {
      x += WORD_SPACE - TRACKING;
      continue;
    }
    const glyph = glyphs[char];
    if (!glyph) continue;
    parts.push(glyph.draw(x));
    x += glyph.width + TRACKING;
  }
  return { d: parts.join(''), width: x - TRACKING };
}

let wordmark: { d: string; width: number } | null = null;

/**
 * The wordmark's outline, drawn on first use rather than when the module loads: the browser loads
 * this module with the rest of the shell in one task before hydration, which hydration then
 * follows in slices (decision 067).
 */
function theWordmark(): { d: string; width: number } {
  wordmark ??= wordmarkPath('VAN ARKEL');
  return wordmark;
}

/** The shop's wordmark in the current text colour; `title` names it for assistive technology. */
export function Logo({ title, className }: { title: string; className?: string }) {
  const mark = theWordmark();
  return (
    <svg className={className} viewBox={`-3 -2 ${mark.width + 6} 36`} role="img" aria-label={title} fill="currentColor" focusable="false">
      <path d={mark.d} />
    </svg>
  );
}
