import type { TwoColumnsImageView } from '../models/types.ts';
import { MaybeLink, TeaserText } from './block-parts.tsx';
import { ContentImage } from './content-image.tsx';
import styles from './two-columns-image.module.css';

/** Two pictures side by side with their text over them; each side may be one link (B13). */
export function TwoColumnsImage({ data, priority }: { data: TwoColumnsImageView; priority: boolean }) {
  return (
    <div className={data.width === 'contained' ? 'container' : undefined}>
      <div className={styles.grid} data-mobile={data.mobileLayout} data-width={data.width}>
        {data.sides.map((side, index) => (
          <MaybeLink key={index} href={side.href} className={styles.side} style={side.textColor ? { color: side.textColor } : undefined}>
            {side.image ? (
              <ContentImage
                image={side.image}
                className={styles.image}
                sizes={data.mobileLayout === 'stacked' ? '(min-width: 48em) 50vw, 100vw' : '50vw'}
                ratio={{ w: 4, h: 5 }}
                priority={priority}
                widths={[480, 768, 1024, 1280]}
              />
            ) : null}
            <div className={styles.content} data-alignment={side.alignment}>
              <div className={styles.text}>
                <TeaserText teaser={side} insideLink={side.href !== null} classes={{ button: styles.button }} />
              </div>
            </div>
          </MaybeLink>
        ))}
      </div>
    </div>
  );
}
