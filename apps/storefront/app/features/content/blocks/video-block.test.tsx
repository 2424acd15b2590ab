import { describe, expect, it } from 'vitest';
import { renderPageAt } from '../../../lib/render-page.fixture.tsx';
import { VideoBlock } from './video-block.tsx';

const render = (data: Parameters<typeof VideoBlock>[0]['data']) => renderPageAt('/', <VideoBlock data={data} />);

describe('video blocks (B16)', () => {
  it('B16: phones get the mobile file, other screens the desktop file; without sound it plays muted and looped, with a pause button', () => {
    const html = render({ desktopUrl: '/media/d.mp4', mobileUrl: '/media/m.mp4', sound: false, hero: true });
    expect(html).toMatch(/<source src="\/media\/m\.mp4" media="\(max-width: 47\.99em\)"\/><source src="\/media\/d\.mp4"\/>/);
    // HTML attribute names are case-insensitive: React writes autoPlay, the browser reads autoplay.
    expect(html).toMatch(/<video[^>]* muted=""[^>]* autoplay=""[^>]* loop=""/i);
    expect(html).not.toMatch(/controls=""/i);
    expect(html).toContain('aria-label="Video pauzeren"');
  });

  it('B16: with video_sound it waits behind the player controls, not muted and not playing on its own', () => {
    const html = render({ desktopUrl: '/media/d.mp4', mobileUrl: null, sound: true, hero: false });
    expect(html).not.toMatch(/muted=""/i);
    expect(html).not.toMatch(/autoplay=""/i);
    expect(html).toMatch(/controls=""/i);
    expect(html).not.toContain('media=');
    expect(html).not.toContain('<button');
  });
});
