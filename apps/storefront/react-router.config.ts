import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Keeps the trailing slash of page addresses in data requests (`/kleding/` → `/kleding/_.data`).
  future: { v8_trailingSlashAwareDataRequests: true },
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
