/** Small interface icons served as SVG under /media/icons/. */
export const ICONS = ['sustainable'] as const;
export type IconName = (typeof ICONS)[number];

export function isIconName(value: string): value is IconName {
  return (ICONS as readonly string[]).includes(value);
}

const SUSTAINABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Sustainable choice">
<circle cx="24" cy="24" r="23" fill="#eef3ea" stroke="#4d6b3c" stroke-width="2"/>
<path d="M14 32c0-11 8-18 21-19-1 13-8 21-19 21" fill="#6f8f5a" stroke="#4d6b3c" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M14 34c5-7 10-12 16-16" fill="none" stroke="#eef3ea" stroke-width="1.6" stroke-linecap="round"/>
</svg>`;

export function iconSvg(name: IconName): string {
  switch (name) {
    case 'sustainable':
      return SUSTAINABLE;
  }
}

/** Shown for a product without pictures: an empty hanger on the studio background. */
export function placeholderSvg(width: number, height: number): string {
  const cx = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="#f3f1ee"/>
<g fill="none" stroke="#b9b2a8" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
<path d="M${cx} ${height * 0.36}c0-40 50-40 50-80s-50-40-50 0"/>
<path d="M${cx} ${height * 0.36}L${cx - 330} ${height * 0.56}h660z"/>
</g>
</svg>`;
}
