import type { Page } from '@playwright/test';

/** The addresses of the POST requests the page sends from now on: a form that must not submit leaves it empty. */
export function postsFrom(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.url());
  });
  return posts;
}
