import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/**
 * Decision 067: each store language's texts are a module of their own in the browser build
 * (`virtual:store-texts/nl` and so on), content-hashed under /assets/ like every chunk, so a
 * browser fetches its store's texts once and keeps them (`immutable`), instead of receiving them
 * again in every page's hydration data. The texts are the server's catalogue
 * (`app/lib/i18n/catalogue.server.ts`), evaluated at build time, so both sides read the same.
 */
export const STORE_TEXTS_PREFIX = 'virtual:store-texts/';
const RESOLVED_PREFIX = '\0store-texts:';

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogueModule = path.join(here, 'app/lib/i18n/catalogue.server.ts');

interface Evaluated {
  catalogue: Record<string, Record<string, string>>;
  /** The files the texts were read from, watched in development. */
  dependencies: string[];
}

/** The whole catalogue, evaluated by Vite's module runner (it understands `import.meta.glob`). */
export async function evaluateCatalogue(): Promise<Evaluated> {
  const { module, dependencies } = await runnerImport<Pick<Evaluated, 'catalogue'>>(catalogueModule, {
    configFile: false,
    root: here,
    logLevel: 'error',
  });
  return { catalogue: module.catalogue, dependencies };
}

/** The module a language's texts become: JSON, since a browser parses that faster than an object literal. */
export function textsModule(messages: Record<string, string>): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

export function storeTexts(): Plugin {
  let evaluated: Promise<Evaluated> | null = null;
  let building = false;
  return {
    name: 'shop:store-texts',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(STORE_TEXTS_PREFIX) ? RESOLVED_PREFIX + id.slice(STORE_TEXTS_PREFIX.length) : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const locale = id.slice(RESOLVED_PREFIX.length);
      // One evaluation per build; in development again on every load, so an edited text shows.
      const { catalogue, dependencies } = await (building ? (evaluated ??= evaluateCatalogue()) : evaluateCatalogue());
      const messages = catalogue[locale];
      if (!messages) throw new Error(`No store texts for "${locale}"`);
      for (const file of dependencies) this.addWatchFile(file);
      return textsModule(messages);
    },
  };
}
