import { useIntl } from '../../../lib/i18n/intl.tsx';
import type { ImageSliderView } from '../models/types.ts';
import { TeaserText } from './block-parts.tsx';
import { Carousel } from './carousel.tsx';
import { ContentImage } from './content-image.tsx';
import styles from './image-slider.module.css';

/** Full-width slides with text and a button each (B15). */
export function ImageSlider({ data, priority }: { data: ImageSliderView; priority: boolean }) {
  const intl = useIntl();
  return (
    <Carousel label={intl.formatMessage({ id: 'content.slider.label' })} variant="slides">
      {data.slides.map((slide, index) => (
        <div key={index} className={styles.slide}>
          {slide.image ? (
            <ContentImage
              image={slide.image}
              className={styles.image}
              sizes="100vw"
              priority={priority && index === 0}
              mobileRatio={{ w: 4, h: 5 }}
            />
          ) : null}
          <div className={styles.content}>
            <div className={styles.text}>
              <TeaserText teaser={slide} classes={{ button: styles.button }} />
            </div>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
