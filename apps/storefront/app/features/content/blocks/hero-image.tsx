import type { HeroImageView } from '../models/types.ts';
import { MaybeLink, TeaserText } from './block-parts.tsx';
import { ContentImage } from './content-image.tsx';
import styles from './hero-image.module.css';

/** Full-width picture with its text over it (B5); with blok_klikbaar the whole hero is one link. */
export function HeroImage({ data, priority }: { data: HeroImageView; priority: boolean }) {
  const clickable = data.href !== null;
  return (
    <MaybeLink href={data.href} className={styles.hero} style={data.textColor ? { color: data.textColor } : undefined}>
      {data.image ? (
        <ContentImage image={data.image} className={styles.image} sizes="100vw" priority={priority} mobileRatio={{ w: 4, h: 5 }} />
      ) : null}
      <div className={styles.scrim} data-position={data.textPosition} aria-hidden="true" />
      <div className={styles.content} data-position={data.textPosition}>
        <div className={styles.text}>
          <TeaserText
            teaser={data}
            insideLink={clickable}
            classes={{ heading: styles.heading, description: styles.description, button: styles.button }}
          />
        </div>
      </div>
    </MaybeLink>
  );
}
