/**
 * The shop's breakpoints (000 §9; K1), in em as media queries read them (relative to the browser's
 * 16 px): mobile up to 39.99em, then each name from its width on. Stylesheets cannot import these;
 * the storefront's breakpoint test holds every media query in its CSS to exactly these values (a
 * min-width of one of them, or a max-width 0.01em below one).
 */
export const breakpoints = {
  mobile: 0,
  phablet: 40,
  tablet: 48,
  desktop: 64,
  widescreen: 80,
  xl: 100,
  xxl: 119,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Smallest first. */
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** The media query that holds from `name` up: `(min-width: 64em)` for desktop. */
export function minWidthQuery(name: Exclude<Breakpoint, 'mobile'>): string {
  return `(min-width: ${breakpoints[name]}em)`;
}

/** The breakpoint a viewport of `widthPx` CSS pixels falls in, with `emPx` pixels to the em (16 by default). */
export function breakpointFor(widthPx: number, emPx = 16): Breakpoint {
  let current: Breakpoint = 'mobile';
  for (const name of breakpointNames) if (widthPx >= breakpoints[name] * emPx) current = name;
  return current;
}
