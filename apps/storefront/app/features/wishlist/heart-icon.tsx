/** The heart's drawing as constant markup, kept by hydration (decision 069); the svg's fill turns it on. */
const HEART = {
  __html:
    '<path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/>',
};

/** The wishlist heart: an outline when off, filled when on (W1). Decorative; its button carries the name. */
export function HeartIcon({ filled, size = 22 }: { filled: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={HEART}
    />
  );
}
