/** Colour arithmetic for drawn garments: every tone is derived from the product's one hex colour. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const clean = hex.replace(/^#/, '');
  const value = Number.parseInt(clean, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear blend of two hex colours; `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Tones used to draw one garment. */
export interface Palette {
  base: string;
  /** Folds and the far side of a garment. */
  shade: string;
  /** Sleeves and other parts that turn slightly away from the light. */
  side: string;
  /** Insides, linings, deep creases. */
  deep: string;
  light: string;
  /** Seams and stitching lines: darker on mid tones, lighter on near-black cloth. */
  seam: string;
  /** Silhouette edge; strong enough that white cloth stays visible on the light studio. */
  outline: string;
  /** Readable text or trim colour on top of `base`. */
  ink: string;
  isLight: boolean;
  isDark: boolean;
}

/** Derives the drawing tones for one garment colour. */
export function paletteFor(hex: string): Palette {
  const base = hex.startsWith('#') ? hex.toLowerCase() : `#${hex.toLowerCase()}`;
  const lum = luminance(base);
  const isLight = lum > 0.6;
  const isDark = lum < 0.045;
  const shade = isDark ? mix(base, '#000000', 0.3) : mix(base, '#1a1714', isLight ? 0.1 : 0.2);
  return {
    base,
    shade,
    side: mix(base, shade, 0.5),
    deep: isDark ? mix(base, '#000000', 0.55) : mix(base, '#1a1714', isLight ? 0.22 : 0.42),
    light: mix(base, '#ffffff', isLight ? 0.5 : 0.2),
    seam: isDark ? mix(base, '#ffffff', 0.2) : mix(base, '#1a1714', isLight ? 0.2 : 0.3),
    outline: isLight ? mix(base, '#5f584f', 0.5) : mix(base, '#000000', 0.42),
    ink: lum > 0.35 ? '#1d1b19' : '#faf8f4',
    isLight,
    isDark,
  };
}
