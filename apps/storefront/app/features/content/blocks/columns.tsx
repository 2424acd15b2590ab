import type { CSSProperties } from 'react';
import type { ColumnVariationsView, ThreeColumnsImageView } from '../models/types.ts';
import { columnSizes } from '../../../lib/images.ts';
import styles from './columns.module.css';
import { TeaserCard } from './teaser-card.tsx';

/** Three pictures with text, on an optional background; each column may be one link (B12). */
export function ThreeColumnsImage({ data }: { data: ThreeColumnsImageView }) {
  return (
    <div
      className={styles.band}
      style={data.background ? { background: data.background } : undefined}
      data-has-background={data.background ? 'true' : 'false'}
    >
      <div className={`container ${styles.grid} ${styles.scroller}`} style={{ '--columns': data.columns.length } as CSSProperties}>
        {data.columns.map((column, index) => (
          <TeaserCard key={index} teaser={column} sizes={columnSizes(3, '72vw')} ratio={{ w: 4, h: 5 }} />
        ))}
      </div>
    </div>
  );
}

const GAPS = { none: '0px', small: 'var(--space-4)', medium: 'var(--space-6)', large: 'var(--space-8)' } as const;

/** A free grid of teasers: the column count, gaps and text size come from the editor (B19). */
export function ColumnVariations({ data }: { data: ColumnVariationsView }) {
  const style = {
    '--columns': data.columns,
    '--gap-row': GAPS[data.gapVertical],
    '--gap-column': GAPS[data.gapHorizontal],
  } as CSSProperties;
  return (
    <div className={`container ${styles.grid} ${styles.variations}`} style={style} data-description-size={data.descriptionSize}>
      {data.items.map((item, index) => (
        <div key={index} className={styles.variation} data-align={item.imageAlignment}>
          <TeaserCard teaser={item} imageHref={item.imageHref} sizes={columnSizes(data.columns, '100vw')} ratio={{ w: 1, h: 1 }} />
        </div>
      ))}
    </div>
  );
}
