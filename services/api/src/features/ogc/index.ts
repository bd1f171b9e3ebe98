export { ogcRoutes } from './routes.ts';
