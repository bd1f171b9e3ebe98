import { messages, pathFor, sessionRoutes } from '@ppd/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApi, loginAfterSessionError } from './api.ts';

function reply(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(response: Response | Error, token: string | null = 'tok') {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  const onSessionError = vi.fn();
  const api = createApi({ getToken: () => token, onSessionError, fetch });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  return { api, fetch, onSessionError, sent };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api helper: answers that are not the API’s', () => {
  it('says the request was too large when a proxy refuses it with its own 413 page', async () => {
    const page = new Response('<html><body>413 Request Entity Too Large</body></html>', {
      status: 413,
      headers: { 'content-type': 'text/html' },
    });
    const { api } = setup(page);
    const error = await failure(api.post('/api/events', new FormData()));
    expect(error.status).toBe(413);
    expect(error.message).toBe(messages.validation.bodyTooLarge);
  });
});

describe('api helper: requests', () => {
  it('sends the stored token in x-access-token and the body as JSON', async () => {
    const { api, sent } = setup(reply(200, { status: 'ok' }));
    const body = { old_password: 'a', new_password: 'otra-clave' };
    await expect(api.call(sessionRoutes.changePassword, { body })).resolves.toEqual({ status: 'ok' });
    const { url, init, headers } = sent();
    expect(url).toBe('/users/update_my_password');
    expect(init.method).toBe('POST');
    expect(headers['x-access-token']).toBe('tok');
    expect(headers['content-type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify(body));
  });

  it('reads a download as a blob with the token, and its refusal as the usual error', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    const ok = setup(new Response(bytes, { status: 200 }));
    const blob = await ok.api.get<Blob>('/api/polls/answer/export/1', { as: 'blob' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(ok.sent().headers['x-access-token']).toBe('tok');
    const refused = setup(reply(404, { error: { name: 'NotFound' }, message: 'No se encontró la encuesta' }));
    const error = await failure(refused.api.get('/api/polls/answer/export/9', { as: 'blob' }));
    expect(error).toMatchObject({ status: 404, message: 'No se encontró la encuesta' });
  });

  it('leaves the token out of public calls and adds the query', async () => {
    const { api, sent } = setup(reply(200, { status: 'ok' }));
    await api.request(pathFor(sessionRoutes.checkResetToken), {
      auth: false,
      query: { token: 'a b', skip: undefined },
    });
    expect(sent().url).toBe('/users/reset_password?token=a+b');
    expect(sent().headers['x-access-token']).toBeUndefined();
  });

  it('uses an explicit token over the stored one', async () => {
    const { api, sent } = setup(reply(200, {}), null);
    await api.call(sessionRoutes.info, { body: { type: 'monitor', email: 'ana@prueba.mx' } }, { token: 'fresh' });
    expect(sent().headers['x-access-token']).toBe('fresh');
  });

  it('accepts empty success bodies', async () => {
    const { api } = setup(new Response(null, { status: 204 }));
    await expect(api.del('/api/polls/1')).resolves.toBeNull();
  });
});

describe('api helper: errors', () => {
  it('turns the error shape into an ApiError with name, message and field', async () => {
    const { api, onSessionError } = setup(
      reply(400, {
        error: { name: 'ValidationError' },
        message: 'Introduzca una contraseña diferente',
        field: 'new_password',
      }),
    );
    const body = { old_password: 'misma-clave', new_password: 'misma-clave' };
    const error = await failure(api.call(sessionRoutes.changePassword, { body }));
    expect(error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'Introduzca una contraseña diferente',
      field: 'new_password',
      sessionExpired: false,
    });
    expect(onSessionError).not.toHaveBeenCalled();
  });

  it('keeps the login failure message for the alert dialog', async () => {
    const { api, onSessionError } = setup(
      reply(401, { error: { name: 'InvalidCredentials' }, message: 'Correo o contraseña incorrectos' }),
      null,
    );
    const body = { email: 'ana@prueba.mx', password: 'x', type: 'monitor' as const };
    const error = await failure(api.call(sessionRoutes.login, { body }, { auth: false }));
    expect(error.message).toBe('Correo o contraseña incorrectos');
    expect(onSessionError).not.toHaveBeenCalled();
  });

  it.each(['TokenExpiredError', 'JsonWebTokenError', 'InvalidTokenError'])(
    'ends the session on %s and marks the error as handled',
    async (name) => {
      const { api, onSessionError } = setup(reply(401, { error: { name }, message: 'La sesión ha caducado' }));
      const error = await failure(api.get('/api/polls'));
      expect(onSessionError).toHaveBeenCalledOnce();
      expect(error.sessionExpired).toBe(true);
    },
  );

  it('treats a 400 with a token error name as a session error too (spec §8)', async () => {
    const { api, onSessionError } = setup(reply(400, { error: { name: 'TokenExpiredError' }, message: 'x' }));
    await failure(api.get('/api/polls'));
    expect(onSessionError).toHaveBeenCalledOnce();
  });

  it('does not end a session for a call that carried no token', async () => {
    const { api, onSessionError } = setup(reply(400, { error: { name: 'InvalidTokenError' }, message: 'x' }));
    await failure(api.call(sessionRoutes.resetPassword, { body: { token: 't', password: 'x' } }, { auth: false }));
    expect(onSessionError).not.toHaveBeenCalled();
  });

  it('falls back to the generic message for bodies without the shape', async () => {
    const { api } = setup(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api.get('/api/polls'));
    expect(error).toMatchObject({ status: 502, message: 'Ha ocurrido un error', field: undefined });
  });

  it('reports a network failure as status 0 with the generic message', async () => {
    const { api } = setup(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/api/polls'));
    expect(error).toMatchObject({ status: 0, name: 'NetworkError', message: 'Ha ocurrido un error' });
  });

  it('lets an abort through as is', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api } = setup(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/x', { signal: controller.signal })).rejects.toThrow('aborted');
  });
});

describe('loginAfterSessionError', () => {
  it('remembers the current page as next', () => {
    expect(loginAfterSessionError({ pathname: '/registros', search: '?q=1' })).toBe('/login?next=%2Fregistros%3Fq%3D1');
  });

  it('stays on the login page', () => {
    expect(loginAfterSessionError({ pathname: '/login', search: '?next=%2Fmapa' })).toBe('/login?next=%2Fmapa');
  });
});
