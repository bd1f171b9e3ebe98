import { firstNoticeText, privacyRoutes, TIME_ZONE } from '@ppd/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The privacy notice in force, as the product keeps it (the same the apps ask visitors to accept). */
export const privacyNoticeQuery = queryOptions({
  queryKey: ['privacy', 'notice'] as const,
  queryFn: () => api.call(privacyRoutes.notice, {}),
  staleTime: 5 * 60_000,
});

/** Version 1, shown while the current one loads or when the API cannot be reached. */
export const FIRST_NOTICE = { version: 1, text: firstNoticeText(), published_at: '2025-05-26T06:00:00.000Z' };

/** "26 de mayo de 2025": a notice's publication day, in Mexico City. */
export const publishedOn = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(iso));
