import { describe, expect, it } from 'vitest';
import { appClient } from '../../lib/testQueries.ts';
import { surveyKeys } from '../surveys/index.ts';
import { activityKeys } from './activitiesApi.ts';

describe("the activity modal's surveys", () => {
  it('are refreshed with the surveys themselves (a survey saved or deleted)', async () => {
    const client = appClient();
    client.setQueryData(activityKeys.polls, []);
    await client.invalidateQueries({ queryKey: surveyKeys.all });
    expect(client.getQueryState(activityKeys.polls)?.isInvalidated).toBe(true);
  });
});
