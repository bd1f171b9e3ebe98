import type { ReplyOf, sessionRoutes } from '@ppd/domain';
import { atom } from 'jotai';

/** The signed-in user as the web keeps it (spec part 1 §3 "Local storage"): the profile without its type. */
export type SessionUser = Omit<ReplyOf<typeof sessionRoutes.info>, 'type'>;

export interface Session {
  token: string;
  user: SessionUser;
  /** "Mantener sesión iniciada": kept in localStorage; otherwise in sessionStorage (ends with the tab). */
  keep: boolean;
}

/** Storage keys; the admin flag is the string 'true' or 'false', as the spec stores it. */
export const STORAGE_KEYS = {
  token: 'token',
  email: 'email',
  uuid: 'uuid',
  userId: 'user_id',
  name: 'name',
  lastName: 'last_name',
  profileImage: 'profile_image',
  isAdmin: 'is_admin',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readSessionFrom(storage: KeyValueStorage | null, keep: boolean): Session | null {
  const token = storage?.getItem(STORAGE_KEYS.token);
  if (!storage || !token) return null;
  const get = (key: string) => storage.getItem(key) ?? '';
  return {
    token,
    keep,
    user: {
      user_id: Number(get(STORAGE_KEYS.userId)) || 0,
      uuid: get(STORAGE_KEYS.uuid),
      email: get(STORAGE_KEYS.email),
      name: get(STORAGE_KEYS.name),
      last_name: get(STORAGE_KEYS.lastName),
      profile_image: storage.getItem(STORAGE_KEYS.profileImage) || null,
      is_admin: get(STORAGE_KEYS.isAdmin) === 'true',
    },
  };
}

export function writeSessionTo(storage: KeyValueStorage, session: Session): void {
  const { token, user } = session;
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.email, user.email);
  storage.setItem(STORAGE_KEYS.uuid, user.uuid);
  storage.setItem(STORAGE_KEYS.userId, String(user.user_id));
  storage.setItem(STORAGE_KEYS.name, user.name);
  storage.setItem(STORAGE_KEYS.lastName, user.last_name);
  storage.setItem(STORAGE_KEYS.profileImage, user.profile_image ?? '');
  storage.setItem(STORAGE_KEYS.isAdmin, user.is_admin ? 'true' : 'false');
}

export function clearSessionIn(storage: KeyValueStorage | null): void {
  for (const key of Object.values(STORAGE_KEYS)) storage?.removeItem(key);
}

export function readStoredSession(): Session | null {
  return (
    readSessionFrom(browserStorage('localStorage'), true) ?? readSessionFrom(browserStorage('sessionStorage'), false)
  );
}

function persist(session: Session | null): void {
  const local = browserStorage('localStorage');
  const tab = browserStorage('sessionStorage');
  clearSessionIn(local);
  clearSessionIn(tab);
  const target = session?.keep ? local : tab;
  if (session && target) writeSessionTo(target, session);
}

const storedSessionAtom = atom<Session | null>(readStoredSession());

/** The current session; writing it also writes (or clears) the browser storage. */
export const sessionAtom = atom(
  (get) => get(storedSessionAtom),
  (_get, set, next: Session | null) => {
    persist(next);
    set(storedSessionAtom, next);
  },
);

export const tokenAtom = atom((get) => get(sessionAtom)?.token ?? null);
export const userAtom = atom((get) => get(sessionAtom)?.user ?? null);
export const isAdminAtom = atom((get) => get(sessionAtom)?.user.is_admin === true);

/** Merges a fresh profile (from /users/info or PUT /users/me) into the session. */
export const updateUserAtom = atom(null, (get, set, user: Partial<SessionUser>) => {
  const current = get(sessionAtom);
  if (current) set(sessionAtom, { ...current, user: { ...current.user, ...user } });
});

/** The same session under a new token (a password change spends the old one). */
export const renewTokenAtom = atom(null, (get, set, token: string) => {
  const current = get(sessionAtom);
  if (current) set(sessionAtom, { ...current, token });
});

/** Another tab signed out (or in): follow it, for sessions kept in localStorage. */
export const syncFromStorageAtom = atom(null, (_get, set) => {
  set(storedSessionAtom, readStoredSession());
});
