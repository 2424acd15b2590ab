import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { routeChunkGuard } from './route-chunk-guard.ts';
import { storeTexts } from './texts-asset.ts';

export default defineConfig({
  // E6: a route module that fails to load goes to the shop's once-a-minute guard, not straight to a reload.
  // Decision 067: each store language's texts are a cached chunk of their own (texts-asset.ts).
  plugins: [reactRouter(), routeChunkGuard(), storeTexts()],
  server: { fs: { allow: ['../..'] } },
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
});
