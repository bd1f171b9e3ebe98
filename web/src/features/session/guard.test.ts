import { describe, expect, it } from 'vitest';
import { decideAccess, loginUrlFor, nextAfterLogin } from './guard.ts';

const signedOut = { token: null, isAdmin: false };
const monitor = { token: 't', isAdmin: false };
const admin = { token: 't', isAdmin: true };

describe('decideAccess', () => {
  it('lets anyone open public routes', () => {
    expect(decideAccess('public', signedOut, '/privacy')).toEqual({ allow: true });
  });

  it('sends a signed-out visitor to login with the wanted path as next', () => {
    expect(decideAccess('session', signedOut, '/registros')).toEqual({
      allow: false,
      redirect: '/login?next=%2Fregistros',
    });
    expect(decideAccess('admin', signedOut, '/monitores?q=a')).toEqual({
      allow: false,
      redirect: '/login?next=%2Fmonitores%3Fq%3Da',
    });
  });

  it('lets a signed-in user open session routes', () => {
    expect(decideAccess('session', monitor, '/mapa')).toEqual({ allow: true });
  });

  it('sends non-admins from admin routes to /mapa', () => {
    expect(decideAccess('admin', monitor, '/monitores')).toEqual({ allow: false, redirect: '/mapa' });
    expect(decideAccess('admin', admin, '/monitores')).toEqual({ allow: true });
  });
});

describe('nextAfterLogin', () => {
  it('uses next when it is a local path', () => {
    expect(nextAfterLogin(`?next=${encodeURIComponent('/registros?x=1')}`)).toBe('/registros?x=1');
  });

  it('falls back to /mapa without next, or for foreign and looping targets', () => {
    expect(nextAfterLogin('')).toBe('/mapa');
    expect(nextAfterLogin('?next=https://evil.example')).toBe('/mapa');
    expect(nextAfterLogin('?next=//evil.example')).toBe('/mapa');
    expect(nextAfterLogin('?next=/\\evil.example')).toBe('/mapa');
    expect(nextAfterLogin('?next=/login')).toBe('/mapa');
  });

  it('round-trips with loginUrlFor', () => {
    const url = loginUrlFor('/cuestionarios/nuevo');
    expect(nextAfterLogin(url.slice(url.indexOf('?')))).toBe('/cuestionarios/nuevo');
  });
});
