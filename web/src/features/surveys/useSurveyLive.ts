import { useQueryClient } from '@tanstack/react-query';
import { useRealtime, useRealtimeEvent, useRefetchOnConnect } from '../../lib/realtime.ts';
import { surveyKeys } from './surveysApi.ts';

/** Lists, counts and results follow the answers as they arrive (and catch up after a reconnection). */
export function useSurveyAnswersLive(): void {
  const client = useQueryClient();
  useRealtime();
  useRealtimeEvent('survey:answered', ({ survey }) => {
    void client.invalidateQueries({ queryKey: surveyKeys.results(survey.id) });
    void client.invalidateQueries({ queryKey: ['surveys', 'list'] });
  });
  useRefetchOnConnect(() => void client.invalidateQueries({ queryKey: surveyKeys.all }));
}
