export { dataRequestRoutes } from './routes.ts';
