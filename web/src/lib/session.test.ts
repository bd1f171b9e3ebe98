import { describe, expect, it } from 'vitest';
import { clearSessionIn, readSessionFrom, type Session, STORAGE_KEYS, writeSessionTo } from './session.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const session: Session = {
  token: 'jwt',
  keep: true,
  user: {
    user_id: 7,
    uuid: 'u-7',
    email: 'ana@demo.ppd',
    name: 'Ana',
    last_name: 'López',
    profile_image: null,
    is_admin: false,
  },
};

describe('session storage', () => {
  it('stores the admin flag as the string the spec reads', () => {
    const storage = memoryStorage();
    writeSessionTo(storage, session);
    expect(storage.data.get(STORAGE_KEYS.isAdmin)).toBe('false');
    writeSessionTo(storage, { ...session, user: { ...session.user, is_admin: true } });
    expect(storage.data.get(STORAGE_KEYS.isAdmin)).toBe('true');
  });

  it('reads back what it wrote', () => {
    const storage = memoryStorage();
    writeSessionTo(storage, session);
    expect(readSessionFrom(storage, true)).toEqual(session);
  });

  it('has no session without a token, and clears every key', () => {
    const storage = memoryStorage();
    expect(readSessionFrom(storage, false)).toBeNull();
    writeSessionTo(storage, session);
    clearSessionIn(storage);
    expect(storage.data.size).toBe(0);
  });
});
