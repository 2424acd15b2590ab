import type { CSSProperties } from 'react';
import type { CategoryBlockView } from '../models/types.ts';
import { SmartLink } from '../../shell/smart-link.tsx';
import styles from './category-block.module.css';
import { ContentImage } from './content-image.tsx';

/** Category tiles, each linking to its category (B22). */
export function CategoryBlock({ data, priority }: { data: CategoryBlockView; priority: boolean }) {
  return (
    <div className="container">
      <ul className={styles.grid} style={{ '--columns': data.columns } as CSSProperties}>
        {data.tiles.map((tile) => (
          <li key={tile.href}>
            <SmartLink href={tile.href} className={styles.tile}>
              <span className={styles.media}>
                {tile.image ? (
                  <ContentImage
                    image={tile.image}
                    className={styles.image}
                    sizes={`(min-width: 48em) ${Math.round(100 / data.columns)}vw, 50vw`}
                    ratio={{ w: 4, h: 5 }}
                    widths={[320, 480, 640, 800]}
                    priority={priority}
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
