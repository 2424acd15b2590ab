import { useId, type ReactNode, type SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/**
 * An icon's inner markup as a constant string: the server writes it into the `<svg>` and hydration
 * keeps it (React creates no element of its own inside, decision 069), so the dozens of icons in the
 * header and footer cost the page's hydration nothing but their `<svg>`.
 */
export type IconBody = { readonly __html: string };

const body = (markup: string): IconBody => ({ __html: markup });

/** A 24×24 line icon; decorative unless given a `aria-label`. Its drawing is `body` or `children`. */
export function Icon({ size = 24, children, body: markup, ...props }: IconProps & { children?: ReactNode; body?: IconBody }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] ? undefined : true}
      focusable="false"
      {...props}
      {...(markup ? { dangerouslySetInnerHTML: markup } : { children })}
    />
  );
}

/** A line icon drawn by a constant markup string. */
function lineIcon(markup: string) {
  const drawing = body(markup);
  return function LineIcon(p: IconProps) {
    return <Icon {...p} body={drawing} />;
  };
}

export const SearchIcon = lineIcon('<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/>');

export const UserIcon = lineIcon('<circle cx="12" cy="8" r="4"/><path d="M4 20.5c1.3-3.8 4.4-5.5 8-5.5s6.7 1.7 8 5.5"/>');

export const BagIcon = lineIcon('<path d="M5 8h14l-1 12.5H6L5 8Z"/><path d="M9 10V6.5a3 3 0 0 1 6 0V10"/>');

export const MenuIcon = lineIcon('<path d="M3.5 7h17M3.5 12h17M3.5 17h17"/>');

export const CloseIcon = lineIcon('<path d="m6 6 12 12M18 6 6 18"/>');

export const ChevronRightIcon = lineIcon('<path d="m9 5 7 7-7 7"/>');

export const ChevronLeftIcon = lineIcon('<path d="m15 5-7 7 7 7"/>');

export const ChevronDownIcon = lineIcon('<path d="m5 9 7 7 7-7"/>');

export const ArrowUpIcon = lineIcon('<path d="M12 19V5M6 11l6-6 6 6"/>');

export const PauseIcon = lineIcon('<path d="M9 5v14M15 5v14"/>');

export const PlayIcon = lineIcon('<path d="M7 4.5v15l12-7.5-12-7.5Z"/>');

export const ClockIcon = lineIcon('<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>');

export const PhoneIcon = lineIcon(
  '<path d="M5 4h4l1.5 4.5-2.5 1.5a11 11 0 0 0 6 6l1.5-2.5L20 15v4a1.5 1.5 0 0 1-1.5 1.5C10.5 20 4 13.5 3.5 5.5A1.5 1.5 0 0 1 5 4Z"/>',
);

export const MailIcon = lineIcon('<rect x="3.5" y="5.5" width="17" height="13" rx="1"/><path d="m4 6.5 8 6 8-6"/>');

export const PinIcon = lineIcon(
  '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z"/><circle cx="12" cy="10" r="2.3"/>',
);

export const GlobeIcon = lineIcon(
  '<circle cx="12" cy="12" r="8.5"/><path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5Z"/>',
);

/** Selling-point icons (P6): calendar, delivery, secure, thumb, otherwise the default tick. */
const USP_BODIES: Record<string, IconBody> = {
  calendar: body('<rect x="4" y="5.5" width="16" height="14.5" rx="1"/><path d="M4 10h16M8.5 3.5v4M15.5 3.5v4M8 14h2M14 14h2M8 17h2"/>'),
  delivery: body(
    '<path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.5v3h-7"/><circle cx="6.5" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>',
  ),
  secure: body('<path d="M12 3.5 5 6v5.5c0 4.2 2.9 7.6 7 9 4.1-1.4 7-4.8 7-9V6l-7-2.5Z"/><path d="m9 12 2.2 2.2L15.5 10"/>'),
  thumb: body(
    '<path d="M7.5 10.5v9.5H4v-9.5h3.5ZM7.5 10.5 11 3.5c1.7 0 2.7 1.2 2.4 2.9L12.8 9.5h5.4a2 2 0 0 1 2 2.4l-1.3 6.4a2.2 2.2 0 0 1-2.2 1.7H7.5"/>',
  ),
};
const TICK = body('<path d="m5 12.5 4.5 4.5L19 7.5"/>');

export function UspIcon({ name, ...p }: IconProps & { name: string }) {
  return <Icon {...p} body={USP_BODIES[name] ?? TICK} />;
}

/** Brand marks of the social networks the footer links to (N6); filled, in the current colour. */
const SOCIAL_BODIES: Record<string, IconBody> = {
  instagram: body(
    '<path d="M12 2.2c3.2 0 3.6 0 4.8.1 3.3.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 3.9 2.4 7.2 2.3c1.2-.1 1.6-.1 4.8-.1ZM12 0C8.7 0 8.3 0 7.1.1 2.7.3.3 2.7.1 7.1 0 8.3 0 8.7 0 12s0 3.7.1 4.9c.2 4.4 2.6 6.8 7 7 1.2.1 1.6.1 4.9.1s3.7 0 4.9-.1c4.4-.2 6.8-2.6 7-7 .1-1.2.1-1.6.1-4.9s0-3.7-.1-4.9c-.2-4.4-2.6-6.8-7-7C15.7 0 15.3 0 12 0Zm0 5.8a6.2 6.2 0 1 0 0 12.4 6.2 6.2 0 0 0 0-12.4ZM12 16a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm6.4-11.8a1.4 1.4 0 1 0 0 2.9 1.4 1.4 0 0 0 0-2.9Z"/>',
  ),
  facebook: body(
    '<path d="M9.1 23.7v-10H5.8V9.8h3.3V6.9c0-3.4 2-5.2 5-5.2 1.4 0 2.9.2 2.9.2v3.3h-1.6c-1.6 0-2.1 1-2.1 2v2.6h3.6l-.6 3.9h-3v10h-4.2Z"/>',
  ),
  linkedin: body(
    '<path d="M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.4V9h3.4v1.6h.1c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5v6.2ZM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2Zm1.8 13.1H3.6V9h3.5v11.5ZM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0Z"/>',
  ),
};

export function SocialIcon({ network, size = 20 }: { network: string; size?: number }) {
  const mark = SOCIAL_BODIES[network];
  if (!mark) return <GlobeIcon size={size} />;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={mark}
    />
  );
}

/** One rating star: full, half or empty (N12). */
export function StarIcon({ fill, size = 16 }: { fill: 'full' | 'half' | 'empty'; size?: number }) {
  const clipId = useId();
  const path = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      {fill === 'full' ? <path d={path} fill="currentColor" /> : null}
      {fill === 'half' ? <path d={path} fill="currentColor" clipPath={`url(#${clipId})`} /> : null}
    </svg>
  );
}
