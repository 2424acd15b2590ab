import { useEffect, useRef, useState } from 'react';

/**
 * The sustainability mark on a tile. A logo that fails to load is hidden rather than shown as a
 * broken image; the failure may happen before the page is interactive, so it is checked on mount.
 */
export function SustainabilityLogo({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <img
      ref={image}
      className={className}
      src={src}
      alt={alt}
      width={28}
      height={28}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
