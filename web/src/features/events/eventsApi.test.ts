import { describe, expect, it } from 'vitest';
import { appClient } from '../../lib/testQueries.ts';
import { surveyKeys } from '../surveys/index.ts';
import { eventKeys } from './eventsApi.ts';

describe("the event modal's surveys", () => {
  it('are refreshed with the surveys themselves (a survey saved or deleted)', async () => {
    const client = appClient();
    client.setQueryData(eventKeys.polls, []);
    await client.invalidateQueries({ queryKey: surveyKeys.all });
    expect(client.getQueryState(eventKeys.polls)?.isInvalidated).toBe(true);
  });
});
