import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { shortClassNames } from './class-names.ts';
import { routeChunkGuard } from './route-chunk-guard.ts';
import { storeTexts } from './texts-asset.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command }) => ({
  // E6: a route module that fails to load goes to the shop's once-a-minute guard, not straight to a reload.
  // Decision 067: each store language's texts are a cached chunk of their own (texts-asset.ts).
  plugins: [reactRouter(), routeChunkGuard(), storeTexts()],
  server: { fs: { allow: ['../..'] } },
  // Five-character class names in the production build, readable ones in development (class-names.ts).
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames(root) } } : {},
  experimental: {
    // The one stylesheet (decision 014) is a dependency of every lazily loaded chunk too, and React
    // Router writes the page's link to such a file with a trailing `#`. Vite's loader of those chunks
    // looks for the stylesheet by its address without it, so the first lazy chunk after hydration
    // linked the same file a second time: the browser parsed it again and restyled and laid out the
    // whole page (70 ms and 570 ms main-thread tasks on a product page at 4× CPU slowdown, decision
    // 067). Naming it the page's way lets the loader find it.
    renderBuiltUrl(filename, { hostType }) {
      return hostType === 'js' && filename.endsWith('.css') ? `/${filename}#` : undefined;
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Decision 014: every stylesheet goes into one chunk, so a page links one cached CSS file
        // instead of one render-blocking file per route and component group; React with React
        // Router and the shell every page renders get one chunk each instead of a dozen small
        // ones, so a first visit opens fewer requests.
        codeSplitting: {
          groups: [
            { name: 'shop', test: /\.css$/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
            { name: 'shell', test: /app[\\/](lib|features[\\/]shell)[\\/]/ },
          ],
        },
      },
    },
  },
}));
