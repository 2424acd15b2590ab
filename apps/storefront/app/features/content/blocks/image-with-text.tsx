import type { ImageWithTextView } from '../models/types.ts';
import { MaybeLink, TeaserText } from './block-parts.tsx';
import { ContentImage } from './content-image.tsx';
import styles from './image-with-text.module.css';

/** Picture beside text, picture left or right (B8); without image_toggle only the text shows. */
export function ImageWithText({ data, priority }: { data: ImageWithTextView; priority: boolean }) {
  return (
    <div className="container">
      <MaybeLink href={data.href} className={styles.block} style={data.textColor ? { color: data.textColor } : undefined}>
        <div className={styles.grid} data-image-position={data.imagePosition} data-has-image={data.image ? 'true' : 'false'}>
          {data.image ? (
            <div className={styles.media}>
              <ContentImage
                image={data.image}
                className={styles.image}
                sizes="(min-width: 86em) 570px, (min-width: 64em) 43vw, 92vw"
                priority={priority}
                ratio={{ w: 4, h: 5 }}
                widths={[480, 768, 1024, 1280]}
              />
            </div>
          ) : null}
          <div className={styles.text}>
            <TeaserText teaser={data} insideLink={data.href !== null} classes={{ button: styles.button }} />
          </div>
        </div>
      </MaybeLink>
    </div>
  );
}
