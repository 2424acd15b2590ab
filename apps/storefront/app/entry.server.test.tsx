import {
  createRequestHandler,
  data,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  type AppLoadContext,
  type ServerBuild,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as entry from './entry.server.tsx';
import * as root from './root.tsx';
import { toShellView } from './features/shell/shell-view.ts';
import type { NotFoundData } from './features/shell/not-found-data.ts';
import { messagesFor } from './lib/i18n/catalogue.server.ts';

/**
 * E5, decision 049: an error thrown while the server renders a page (not a loader's) answers the
 * shop's own error page in the store's language with the status it should have, never React
 * Router's bare "Unexpected Server Error"; also when the error page itself cannot be rendered
 * (a 404 page's content block, the shop's frame).
 */

type Shell = Record<string, unknown>;

/** The root loader's data as the German store's shell: its frame and texts, without asking the API. */
function germanShell(): Shell {
  const view = toShellView({}, { language: 'de', storeCode: 'de', year: 2026 });
  return { ...view, shopper: null, messages: messagesFor('de'), origin: 'http://shop.test', cspNonce: '' };
}

/** A frame that cannot be drawn: the header's menus missing. */
function brokenShell(): Shell {
  return {
    ...germanShell(),
    navigation: undefined,
    headerLinks: undefined,
    footerMenus: undefined,
    uspHeader: undefined,
    uspFooter: undefined,
  };
}

function Throws(): never {
  throw new Error('the page failed to render');
}

/** A 404 whose CMS content has a block the renderer cannot read. */
function notFoundWithBrokenContent(): never {
  const broken = { key: 'b1', type: 'rich_text', spacing: { mobile: 'none', desktop: 'none' }, data: null };
  throw data(
    { notFound: true, page: { meta: { title: 'Seite nicht gefunden' }, blocks: [broken] }, contentError: null } as unknown as NotFoundData,
    { status: 404 },
  );
}

const routeAsset = (id: string, parentId: string | undefined, path: string, hasLoader: boolean) => ({
  id,
  parentId,
  path,
  module: `/${id}.js`,
  hasLoader,
  hasAction: false,
  hasClientLoader: false,
  hasClientAction: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === 'root',
  imports: [],
});

function shopBuild(shell: () => Shell): ServerBuild {
  // What React Router's build does to a route module: its components get their props (error, loader data).
  const rootModule = {
    ...root,
    default: UNSAFE_withComponentProps(root.default as never),
    ErrorBoundary: UNSAFE_withErrorBoundaryProps(root.ErrorBoundary as never),
    loader: shell,
  };
  return {
    entry: { module: entry },
    routes: {
      root: { id: 'root', path: '', module: rootModule },
      page: { id: 'page', parentId: 'root', path: 'page', module: { default: Throws } },
      missing: { id: 'missing', parentId: 'root', path: 'missing', module: { default: () => null, loader: notFoundWithBrokenContent } },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {
        root: routeAsset('root', undefined, '', true),
        page: routeAsset('page', 'root', 'page', false),
        missing: routeAsset('missing', 'root', 'missing', true),
      },
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '/tmp',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

async function get(path: string, shell: () => Shell) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const context = {
    language: 'de',
    storeCode: 'de',
    requestId: 'req-e5',
    isProduction: true,
    cspNonce: '',
    log,
  } as unknown as AppLoadContext;
  const response = await createRequestHandler(shopBuild(shell), 'production')(new Request(`http://shop.test${path}`), context);
  return { status: response.status, html: await response.text(), log };
}

/** The shop's error page for a failed render, in the German store: status 500 and its words. */
function expectGermanServerErrorPage(status: number, html: string) {
  expect(status).toBe(500);
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('Etwas ist schiefgelaufen, bitte versuche es erneut');
  expect(html).toContain('Fehlercode 500');
}

describe('a page whose render fails on the server', () => {
  it('answers the shop’s error page in the store’s language with status 500 and the request id', async () => {
    const { status, html } = await get('/page', germanShell);
    expectGermanServerErrorPage(status, html);
    expect(html).toContain('req-e5');
    expect(html).toMatch(/^<!DOCTYPE html>/);
  });

  it('a 404 whose content cannot be rendered stays a 404: the not-found page with the failure as text (E5)', async () => {
    const { status, html, log } = await get('/missing', germanShell);
    expect(status).toBe(404);
    expect(html).toContain('Diese Seite konnte nicht gefunden werden');
    expect(html).toContain('Der Inhalt dieser Seite konnte nicht angezeigt werden.');
    // The shop's frame is there; the page goes without scripts, which would fail the same way.
    expect(html).toContain('role="search"');
    expect(html).not.toContain('<script type="module"');
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'the error page failed to render');
  });

  it('when the shop’s frame cannot be drawn either, the error page comes in the frame that needs no shell data', async () => {
    const { status, html } = await get('/page', brokenShell);
    expectGermanServerErrorPage(status, html);
    expect(html).not.toContain('Unexpected Server Error');
  });

  it('a page that renders is untouched: status 200, with its scripts', async () => {
    const { status, html, log } = await get('/', germanShell);
    expect(status).toBe(200);
    expect(html).toContain('<script type="module"');
    expect(log.error).not.toHaveBeenCalled();
  });
});
