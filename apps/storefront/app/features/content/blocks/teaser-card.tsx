import type { TeaserView } from '../models/types.ts';
import { MaybeLink, TeaserText } from './block-parts.tsx';
import { ContentImage } from './content-image.tsx';
import styles from './teaser-card.module.css';

export interface TeaserCardProps {
  teaser: TeaserView;
  sizes: string;
  ratio: { w: number; h: number };
  /** A link for the picture alone (column_variations' image_clickable). */
  imageHref?: string | null;
  priority?: boolean;
}

/** Picture with text below: the column of a multi-column block. One link when the column is clickable. */
export function TeaserCard({ teaser, sizes, ratio, imageHref = null, priority = false }: TeaserCardProps) {
  const clickable = teaser.href !== null;
  const picture = teaser.image ? (
    <ContentImage
      image={teaser.image}
      className={styles.image}
      sizes={sizes}
      ratio={ratio}
      priority={priority}
      widths={[400, 640, 800, 1200]}
    />
  ) : null;
  return (
    <MaybeLink href={teaser.href} className={styles.card} style={teaser.textColor ? { color: teaser.textColor } : undefined}>
      {picture ? (
        <div className={styles.media}>
          {imageHref && !clickable ? (
            <MaybeLink href={imageHref} className={styles.imageLink}>
              {picture}
            </MaybeLink>
          ) : (
            picture
          )}
        </div>
      ) : null}
      <div className={styles.body}>
        <TeaserText
          teaser={teaser}
          insideLink={clickable}
          level={3}
          classes={{ heading: styles.heading, description: styles.description, button: styles.button }}
        />
      </div>
    </MaybeLink>
  );
}
