import { changePasswordForm, forgotPasswordBody } from '@ppd/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { runSubmit, serverFieldErrors, withoutError } from './form.ts';

const empty = { old_password: '', new_password: '', repeat_password: '' };

describe('runSubmit: client validation', () => {
  it('puts the spec message under every empty password field and sends nothing', async () => {
    const handler = vi.fn();
    const outcome = await runSubmit(changePasswordForm, empty, handler);
    expect(outcome).toEqual({
      status: 'invalid',
      errors: {
        old_password: 'Ingrese una contraseña.',
        new_password: 'Ingrese una contraseña.',
        repeat_password: 'Ingrese una contraseña.',
      },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a repeat that does not match under the repeat field',
      'otra-1234',
      'nueva-123',
      { repeat_password: 'La contraseña no coincide.' },
    ],
    [
      'a new password equal to the old one under the new field',
      'anterior',
      'anterior',
      { new_password: 'Introduzca una contraseña diferente' },
    ],
  ])('reports %s', async (_case, repeat_password, new_password, errors) => {
    const outcome = await runSubmit(
      changePasswordForm,
      { old_password: 'anterior', new_password, repeat_password },
      vi.fn(),
    );
    expect(outcome).toEqual({ status: 'invalid', errors });
  });

  it('hands the parsed data (with schema defaults) to the handler', async () => {
    const handler = vi.fn();
    await expect(runSubmit(forgotPasswordBody, { email: ' Ana@Demo.PPD ' }, handler)).resolves.toEqual({
      status: 'done',
    });
    expect(handler).toHaveBeenCalledWith({ email: 'ana@demo.ppd', source: 'web', usertypeWeb: 'monitor' });
  });
});

describe('runSubmit: server answers', () => {
  const valid = { old_password: 'old', new_password: 'nueva-123', repeat_password: 'nueva-123' };

  it("lands the server's field message on that field", async () => {
    const outcome = await runSubmit(changePasswordForm, valid, () => {
      throw new ApiError({
        status: 400,
        name: 'ValidationError',
        message: 'La contraseña actual es incorrecta',
        field: 'old_password',
      });
    });
    expect(outcome).toEqual({ status: 'rejected', errors: { old_password: 'La contraseña actual es incorrecta' } });
  });

  it('reports other failures for the caller to show', async () => {
    const error = new ApiError({ status: 500, name: 'InternalError', message: 'Ha ocurrido un error' });
    const outcome = await runSubmit(changePasswordForm, valid, async () => {
      throw error;
    });
    expect(outcome).toEqual({ status: 'failed', error });
  });
});

describe('serverFieldErrors', () => {
  const fields = ['name', 'last_name'];
  const withField = (field: string) => new ApiError({ status: 400, name: 'ValidationError', message: 'm', field });

  it('matches the field exactly or by its last path segment', () => {
    expect(serverFieldErrors(withField('name'), fields)).toEqual({ name: 'm' });
    expect(serverFieldErrors(withField('body.last_name'), fields)).toEqual({ last_name: 'm' });
  });

  it('ignores fields the form does not have, and errors without a field', () => {
    expect(serverFieldErrors(withField('email'), fields)).toBeNull();
    expect(serverFieldErrors(new ApiError({ status: 500, name: 'x', message: 'm' }), fields)).toBeNull();
    expect(serverFieldErrors(new Error('boom'), fields)).toBeNull();
  });
});

describe('withoutError', () => {
  it('clears one field and keeps the same object when nothing changes', () => {
    const errors = { a: 'x', b: 'y' };
    expect(withoutError(errors, 'a')).toEqual({ b: 'y' });
    expect(withoutError(errors, 'c')).toBe(errors);
  });
});
