import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/api/src/platform/schema.ts',
  out: './packages/api/migrations',
});
