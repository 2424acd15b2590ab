import type { IconBody } from './icons.tsx';
import { GlobeIcon } from './icons.tsx';

/** Nordic cross: vertical bar left of centre, full-width horizontal bar. */
function nordic(background: string, cross: string, inner?: string): string {
  const innerCross = inner
    ? `<rect x="9.25" width="2.5" height="20" fill="${inner}"/><rect y="8.75" width="30" height="2.5" fill="${inner}"/>`
    : '';
  return (
    `<rect width="30" height="20" fill="${background}"/><rect x="8" width="5" height="20" fill="${cross}"/>` +
    `<rect y="7.5" width="30" height="5" fill="${cross}"/>${innerCross}`
  );
}

function stripes(colours: [string, string, string], direction: 'rows' | 'columns'): string {
  return colours
    .map((colour, index) =>
      direction === 'rows'
        ? `<rect y="${(index * 20) / 3}" width="30" height="${20 / 3 + 0.1}" fill="${colour}"/>`
        : `<rect x="${index * 10}" width="10.1" height="20" fill="${colour}"/>`,
    )
    .join('');
}

/** Each flag's drawing as constant markup, written by the server and kept by hydration (decision 069). */
const FLAGS: Record<string, IconBody> = {
  nl: { __html: stripes(['#ae1c28', '#ffffff', '#21468b'], 'rows') },
  de: { __html: stripes(['#000000', '#dd0000', '#ffce00'], 'rows') },
  be: { __html: stripes(['#000000', '#fdda24', '#ef3340'], 'columns') },
  ch: {
    __html:
      '<rect width="30" height="20" fill="#da291c"/><rect x="13" y="4" width="4" height="12" fill="#ffffff"/>' +
      '<rect x="9" y="8" width="12" height="4" fill="#ffffff"/>',
  },
  dk: { __html: nordic('#c8102e', '#ffffff') },
  se: { __html: nordic('#006aa7', '#fecc00') },
  no: { __html: nordic('#ba0c2f', '#ffffff', '#00205b') },
  gb: {
    __html:
      '<rect width="30" height="20" fill="#012169"/>' +
      '<path d="M0 0 30 20M30 0 0 20" stroke="#ffffff" stroke-width="4"/>' +
      '<path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" stroke-width="1.4"/>' +
      '<path d="M15 0v20M0 10h30" stroke="#ffffff" stroke-width="6"/>' +
      '<path d="M15 0v20M0 10h30" stroke="#c8102e" stroke-width="3.4"/>',
  },
};

/** The store's flag (the global English store shows a globe), decorative next to its name (M4). */
export function StoreFlag({ code }: { code: string }) {
  const flag = FLAGS[code.toLowerCase()];
  if (!flag) {
    return (
      <span style={{ display: 'inline-grid', placeItems: 'center', width: 21, height: 14 }} aria-hidden="true">
        <GlobeIcon size={16} />
      </span>
    );
  }
  return (
    <svg
      width="21"
      height="14"
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgb(0 0 0 / 0.12)' }}
      dangerouslySetInnerHTML={flag}
    />
  );
}
