import { useRef, useState, type MouseEvent } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import type { GalleryImage } from './product-model.ts';
import styles from './gallery.module.css';

/** Full width on phones and tablets, beside the buy box on desktops, capped with the content column. */
const MAIN_SIZES = '(min-width: 86em) 590px, (min-width: 64em) 43vw, 100vw';

/**
 * The product images: a swipeable strip with thumbnails. Thumbnails are anchors to the images,
 * so they work without JavaScript; with it, they slide the strip without moving the page.
 */
export function Gallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);

  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const element = track.current;
    if (!element) return;
    event.preventDefault();
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
    setActive(index);
  };
  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setActive(Math.round(element.scrollLeft / element.clientWidth));
  };

  if (images.length === 0) return <div className={styles.placeholder} aria-hidden="true" />;

  return (
    <section className={styles.gallery} aria-label={intl.formatMessage({ id: 'product.gallery.label' })}>
      <ul className={styles.track} ref={track} onScroll={onScroll} tabIndex={0}>
        {images.map((image, index) => (
          <li key={image.src} id={`product-image-${index + 1}`} className={styles.slide}>
            <img
              className={styles.image}
              src={image.src}
              srcSet={image.srcSet}
              sizes={MAIN_SIZES}
              width={image.width}
              height={image.height}
              alt={index === 0 ? image.alt : `${name} – ${index + 1}`}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding={index === 0 ? 'sync' : 'async'}
              {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ol className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.thumbSrc}>
              <a
                href={`#product-image-${index + 1}`}
                className={styles.thumb}
                onClick={show(index)}
                aria-current={index === active ? 'true' : undefined}
                aria-label={intl.formatMessage({ id: 'product.gallery.thumbnail' }, { index: index + 1, total: images.length })}
              >
                <img
                  src={image.thumbSrc}
                  srcSet={image.thumbSrcSet}
                  sizes="(min-width: 64em) 80px, 64px"
                  width={104}
                  height={125}
                  alt=""
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
