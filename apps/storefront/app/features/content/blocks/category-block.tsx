import type { CSSProperties } from 'react';
import type { CategoryBlockView } from '../models/types.ts';
import { SmartLink } from '../../../ui/smart-link.tsx';
import { columnSizes } from '../../../lib/images.ts';
import styles from './category-block.module.css';
import { ContentImage } from './content-image.tsx';

/** Tiles of a first-screen block that load with priority: the two a phone shows first. */
const PRIORITY_TILES = 2;

/** Category tiles, each linking to its category (B22). */
export function CategoryBlock({ data, priority }: { data: CategoryBlockView; priority: boolean }) {
  return (
    <div className="container">
      <ul className={styles.grid} style={{ '--columns': data.columns } as CSSProperties}>
        {data.tiles.map((tile, index) => (
          <li key={tile.href}>
            <SmartLink href={tile.href} className={styles.tile}>
              <span className={styles.media}>
                {tile.image ? (
                  <ContentImage
                    image={tile.image}
                    className={styles.image}
                    sizes={columnSizes(data.columns, '45vw')}
                    ratio={{ w: 4, h: 5 }}
                    widths={[320, 480, 640, 800]}
                    priority={priority && index < PRIORITY_TILES}
                    decorative
                  />
                ) : null}
              </span>
              <span className={styles.name}>{tile.name}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
