import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('merken/*', 'routes/brand.tsx', { id: 'brand-nl' }),
  route('brands/*', 'routes/brand.tsx', { id: 'brand-en' }),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
