import { useRef, useState } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { PauseIcon, PlayIcon } from '../../../ui/icons.tsx';
import type { VideoView } from '../models/types.ts';
import styles from './video-block.module.css';

/**
 * Single and hero video (B16): phones get the mobile file through a media-matched source.
 * Without video_sound the video plays muted, looped and on its own, with a pause button;
 * with sound it waits for the shopper behind the player controls, as browsers block sound autoplay.
 */
export function VideoBlock({ data }: { data: VideoView }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(!data.sound);
  const ambient = !data.sound;

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play();
    else element.pause();
  };

  return (
    <div className={data.hero ? styles.hero : 'container'}>
      <div className={styles.frame}>
        <video
          ref={video}
          className={styles.video}
          muted={ambient}
          autoPlay={ambient}
          loop={ambient}
          playsInline
          controls={!ambient}
          preload={ambient ? 'auto' : 'metadata'}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {data.mobileUrl ? <source src={data.mobileUrl} media="(max-width: 47.99em)" /> : null}
          <source src={data.desktopUrl} />
        </video>
        {ambient ? (
          <button
            type="button"
            className={styles.toggle}
            onClick={toggle}
            aria-label={intl.formatMessage({ id: playing ? 'content.video.pause' : 'content.video.play' })}
          >
            {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
          </button>
        ) : null}
      </div>
    </div>
  );
}
