import type { Page } from '@playwright/test';

// Waiting for what the page does next instead of for a while: the frames in which a scroll, a key
// or a hover takes effect, and the end of the page's transitions.

/** Resolves after `count` animation frames of the page (a scroll's handlers and their render have run by then). */
export async function afterFrames(page: Page, count = 3): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

/** Resolves when the page's running transitions and finite animations have finished. */
export async function animationsDone(page: Page): Promise<void> {
  await afterFrames(page, 1);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
