import { describe, expect, it } from 'vitest';
import { listShown } from './queryClient.ts';

describe('listShown', () => {
  it('is null while the list loads, the rows once read, and empty when it could not be read', () => {
    expect(listShown({ data: undefined, isError: false })).toBeNull();
    expect(listShown({ data: [1, 2], isError: false })).toEqual([1, 2]);
    expect(listShown({ data: undefined, isError: true })).toEqual([]);
  });
});
