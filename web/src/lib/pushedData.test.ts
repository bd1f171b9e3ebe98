import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { writePush } from './pushedData.ts';

describe('a push written into a query whose read is on its way', () => {
  it('is not taken back when the older answer lands: the read starts again and brings it', async () => {
    const client = new QueryClient();
    const queryKey = ['chat', 7];
    // The server's messages: the read below starts before message 2 is written.
    const stored = ['hola'];
    let releaseFirst = () => {};
    let reads = 0;
    const queryFn = async () => {
      reads += 1;
      const answer = [...stored];
      if (reads === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
      return answer;
    };
    const observer = new QueryObserver<string[]>(client, { queryKey, queryFn });
    const seen: (string[] | undefined)[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    await expect.poll(() => reads).toBe(1);

    stored.push('¿sigue ahí?');
    writePush<string[]>(client, queryKey, (current) => [...(current ?? []), '¿sigue ahí?']);
    expect(client.getQueryData(queryKey)).toEqual(['¿sigue ahí?']);
    releaseFirst();

    await expect.poll(() => client.getQueryData(queryKey)).toEqual(['hola', '¿sigue ahí?']);
    expect(seen).not.toContainEqual(['hola']);
    stop();
  });

  it('is simply written when no read is on its way', () => {
    const client = new QueryClient();
    client.setQueryData(['count'], 3);
    writePush<number>(client, ['count'], (n) => (n ?? 0) + 1);
    expect(client.getQueryData(['count'])).toBe(4);
    expect(client.isFetching()).toBe(0);
  });
});
