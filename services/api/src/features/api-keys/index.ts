export { apiKeyRoutes } from './routes.ts';
export { visitorOfApiKey } from './service.ts';
