export { authorityRoutes } from './routes.ts';
