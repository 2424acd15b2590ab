import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons.tsx';
import styles from './carousel.module.css';

export interface CarouselProps {
  /** Names the carousel for assistive technology. */
  label: string;
  children: ReactNode;
  /** `products`: 2 (peeking), 4 from 48em, 6 from 80em (B9); `slides`: one at a time. */
  variant: 'products' | 'slides';
  /** Products per page from 48em instead of 4 and 6 (the cart page's lists keep 4, CA30). */
  perPage?: number;
}

/**
 * A horizontally scrolling row with scroll snapping: swipeable on touch, with previous/next
 * buttons that move a page at a time. Without JavaScript it still scrolls.
 */
export function Carousel({ label, children, variant, perPage }: CarouselProps) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 2;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
    setEdges((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);

  const page = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  };

  const items = Children.toArray(children);
  const scrollable = !(edges.atStart && edges.atEnd);
  return (
    <div
      className={styles.carousel}
      data-variant={variant}
      data-per-page={perPage}
      style={perPage ? ({ '--per-page': perPage } as CSSProperties) : undefined}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <ul className={styles.track} ref={track}>
        {items.map((child, index) => (
          <li
            key={index}
            className={styles.item}
            aria-roledescription="slide"
            aria-label={intl.formatMessage({ id: 'content.carousel.slide' }, { index: index + 1, total: items.length })}
          >
            {child}
          </li>
        ))}
      </ul>
      {scrollable ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            data-direction="previous"
            onClick={() => page(-1)}
            disabled={edges.atStart}
            aria-label={intl.formatMessage({ id: 'content.carousel.previous' })}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <button
            type="button"
            className={styles.control}
            data-direction="next"
            onClick={() => page(1)}
            disabled={edges.atEnd}
            aria-label={intl.formatMessage({ id: 'content.carousel.next' })}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
