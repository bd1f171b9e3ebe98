import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { evidenceLinkQuery } from '../schemas/complaints.ts';
import { activityRoutes } from './activities.ts';

describe('what the media links refuse', () => {
  it('reads an evidence link’s expires only as plain digits: no hex, exponent, sign or padding', () => {
    expect(evidenceLinkQuery.parse({ expires: '1795783426', sig: 'x' }).expires).toBe(1795783426);
    for (const expires of ['0x10', '1e3', '-5', ' 12', '12.5', '']) {
      expect(evidenceLinkQuery.safeParse({ expires, sig: 'x' }).success, expires).toBe(false);
    }
  });

  it('says an unknown event file in Spanish, without the pattern it checks', () => {
    const refused = activityRoutes.file.params.safeParse({ file: '../secret.txt' });
    expect(refused.success).toBe(false);
    const message = refused.error!.issues[0]!.message;
    expect(message).toBe(messages.activities.fileNotFound);
    expect(message).not.toMatch(/[[\]^$\\]/);
  });
});
