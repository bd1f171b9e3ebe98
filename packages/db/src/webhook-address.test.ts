import { describe, expect, it } from 'vitest';
import { allowHostsFrom, isPublicAddress, webhookUrlProblem } from './webhook-address.ts';

describe('where a webhook may be sent', () => {
  it('tells public addresses from loopback, private and link-local ones, mapped IPv6 included', () => {
    for (const ip of ['127.0.0.1', '10.2.3.4', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1'])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['8.8.8.8', '2001:4860:4860::8888', '::ffff:1.1.1.1']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('wants https on a public host, unless the host is allow-listed', async () => {
    const none = allowHostsFrom(undefined);
    expect(await webhookUrlProblem('http://8.8.8.8/hook', none)).toBe('not_https');
    expect(await webhookUrlProblem('https://10.0.0.5/hook', none)).toBe('private');
    expect(await webhookUrlProblem('https://[::1]:8443/hook', none)).toBe('private');
    expect(await webhookUrlProblem('https://localhost/hook', none)).toBe('private');
    expect(await webhookUrlProblem('https://8.8.8.8/hook', none)).toBeNull();
    expect(await webhookUrlProblem('http://127.0.0.1:9/hook', allowHostsFrom(' 127.0.0.1 ,example.test'))).toBeNull();
  });
});
