import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: { fs: { allow: ['../..'] } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Every stylesheet of the shop goes into one chunk, so a page links one cached CSS file
        // instead of one render-blocking file per route and component group (decision 014).
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
