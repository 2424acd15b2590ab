import { afterEach, describe, expect, it } from 'vitest';
import { evaluateCatalogue, textsModule } from '../../../texts-asset.ts';
import { noindexMeta } from '../../features/seo/private-page.ts';
import { seoMeta } from '../../features/seo/seo-meta.ts';
import { catalogue, messagesFor } from './catalogue.server.ts';
import { holdTexts, holdsTexts, textsOf } from './texts.ts';

describe('the store texts as a file of their own (decision 067)', () => {
  afterEach(() => {
    holdTexts('de', {});
  });

  it('builds each language the browser fetches from the same catalogue the server renders with', async () => {
    const { catalogue: built, dependencies } = await evaluateCatalogue();
    expect(built).toEqual(catalogue);
    expect(dependencies.some((file) => file.endsWith('features/shell/messages.ts'))).toBe(true);
    // The module a language becomes gives back exactly its texts.
    const source = textsModule(messagesFor('de'));
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const module = (await import(/* @vite-ignore */ url)) as { default: Record<string, string> };
    expect(module.default).toEqual(messagesFor('de'));
  });

  it('page heads read the store language from the held texts, not from the page data', () => {
    holdTexts('de', messagesFor('de'));
    expect(holdsTexts('de')).toBe(true);
    const root = {
      id: 'root',
      data: { origin: 'https://shop.test', storeCode: 'de', language: 'de', websiteName: 'Van Arkel', stores: [] },
    };
    const tags = seoMeta(
      { matches: [root], location: { pathname: '/kleidung/' } },
      { writeCanonical: true, breadcrumbs: [{ label: 'Kleidung', href: null }] },
    );
    const crumbs = tags.flatMap((tag) =>
      'script:ld+json' in tag ? [tag['script:ld+json'] as { itemListElement: { name: string }[] }] : [],
    );
    expect(crumbs[0]?.itemListElement[0]?.name).toBe('Startseite');
    expect(noindexMeta([root], 'shell.breadcrumb.home')[0]).toEqual({ title: 'Startseite | Van Arkel' });
  });

  it('a language not held shows keys instead of failing the render', () => {
    holdTexts('de', {});
    expect(textsOf('de')['shell.breadcrumb.home']).toBeUndefined();
    expect(noindexMeta([{ id: 'root', data: { language: 'de' } }], 'shell.breadcrumb.home')[0]).toEqual({
      title: 'shell.breadcrumb.home | Van Arkel',
    });
  });
});
