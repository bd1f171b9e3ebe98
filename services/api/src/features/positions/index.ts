export { busyAuthority, listResponders } from './queries.ts';
export { positionRoutes } from './routes.ts';
