import type { SingleImageView } from '../models/types.ts';
import { MaybeLink, TeaserText } from './block-parts.tsx';
import { ContentImage } from './content-image.tsx';
import styles from './single-image.module.css';

const SIZES = { full: '100vw', contained: '(min-width: 130em) 1298px, 100vw', narrow: '(min-width: 64em) 66vw, 100vw' } as const;

/** One picture, full width, contained or narrow, with its text above, below or over it (B11). */
export function SingleImage({ data, priority }: { data: SingleImageView; priority: boolean }) {
  const clickable = data.href !== null;
  const hasText = Boolean(data.title || data.subtitle || data.description || data.button);
  const text = hasText ? (
    <div className={styles.text} data-position={data.textPosition}>
      <TeaserText teaser={data} insideLink={clickable} classes={{ button: styles.button }} />
    </div>
  ) : null;
  return (
    <div className={data.width === 'full' ? undefined : 'container'}>
      <MaybeLink href={data.href} className={styles.block} style={data.textColor ? { color: data.textColor } : undefined}>
        <div className={styles.frame} data-width={data.width} data-placement={data.contentPlacement}>
          {data.contentPlacement === 'above' ? text : null}
          {data.image ? <ContentImage image={data.image} className={styles.image} sizes={SIZES[data.width]} priority={priority} /> : null}
          {data.contentPlacement !== 'above' ? text : null}
        </div>
      </MaybeLink>
    </div>
  );
}
