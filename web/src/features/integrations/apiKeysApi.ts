import { apiKeyRoutes } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const apiKeyKeys = { all: ['integrations', 'api-keys'] as const };

export const apiKeysApi = {
  list: () => api.call(apiKeyRoutes.list, {}),
  issue: (name: string) => api.call(apiKeyRoutes.issue, { body: { name } }),
  revoke: (id: number) => api.call(apiKeyRoutes.revoke, { params: { id } }),
};

export const apiKeyQueries = {
  list: queryOptions({ queryKey: apiKeyKeys.all, queryFn: apiKeysApi.list }),
};
