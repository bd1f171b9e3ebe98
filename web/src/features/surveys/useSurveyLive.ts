import type { SendProgressView } from '@ppd/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRealtime, useRealtimeEvent, useRefetchOnReconnect } from '../../lib/realtime.ts';
import { surveyKeys } from './surveysApi.ts';

/** Lists, counts and results follow the answers as they arrive (and catch up after a reconnection). */
export function useSurveyAnswersLive(): void {
  const client = useQueryClient();
  useRealtime();
  useRealtimeEvent('survey:answered', ({ survey }) => {
    void client.invalidateQueries({ queryKey: surveyKeys.results(survey.id) });
    void client.invalidateQueries({ queryKey: ['surveys', 'list'] });
  });
  useRefetchOnReconnect(() => void client.invalidateQueries({ queryKey: surveyKeys.all }));
}

/** The sender's bulk sends of surveys, by send id, as `send:progress` reports them. */
export function useSurveySendProgress(): SendProgressView[] {
  const [sends, setSends] = useState<Record<number, SendProgressView>>({});
  useRealtime();
  useRealtimeEvent('send:progress', ({ progress }) => {
    if (progress.kind !== 'survey') return;
    setSends((current) => {
      const known = current[progress.sendId];
      // Chunks may report out of order: never step back.
      if (known && (known.done || known.sent > progress.sent)) return current;
      return { ...current, [progress.sendId]: progress };
    });
  });
  return Object.values(sends);
}
