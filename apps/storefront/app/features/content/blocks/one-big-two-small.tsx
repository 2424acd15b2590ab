import type { LinkedImage, OneBigTwoSmallView } from '../models/types.ts';
import { MaybeLink, TeaserText } from './block-parts.tsx';
import { ContentImage } from './content-image.tsx';
import { columnSizes } from '../../../lib/images.ts';
import styles from './one-big-two-small.module.css';

function Picture({ item, sizes, className, clickable }: { item: LinkedImage; sizes: string; className?: string; clickable: boolean }) {
  const picture = (
    <ContentImage image={item.image} className={styles.image} sizes={sizes} ratio={{ w: 4, h: 5 }} widths={[400, 640, 960, 1280]} />
  );
  // Inside a block that is one link, the pictures cannot be links of their own.
  return (
    <div className={className}>
      {item.href && !clickable ? (
        <MaybeLink href={item.href} className={styles.pictureLink}>
          {picture}
        </MaybeLink>
      ) : (
        picture
      )}
    </div>
  );
}

/**
 * One large and two small pictures with text (B20). Each picture links to its own url; the
 * large picture sits left or right (desktop) and on top or at the bottom (phones).
 */
export function OneBigTwoSmall({ data }: { data: OneBigTwoSmallView }) {
  const clickable = data.href !== null;
  return (
    <div className="container">
      <MaybeLink href={data.href} className={styles.block}>
        <div className={styles.grid} data-large-x={data.largeHorizontal} data-large-y={data.largeVertical}>
          {data.large ? <Picture item={data.large} sizes={columnSizes(2, '100vw')} className={styles.large} clickable={clickable} /> : null}
          <div className={styles.side}>
            {data.small.length > 0 ? (
              <div className={styles.smalls}>
                {data.small.map((item, index) => (
                  <Picture key={index} item={item} sizes={columnSizes(4, '45vw')} className={styles.small} clickable={clickable} />
                ))}
              </div>
            ) : null}
            <div className={styles.text}>
              <TeaserText teaser={data} insideLink={clickable} classes={{ button: styles.button }} />
            </div>
          </div>
        </div>
      </MaybeLink>
    </div>
  );
}
