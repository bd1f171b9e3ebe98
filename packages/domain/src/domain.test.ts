import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatDate, formatExportDate, fromMexicoCityTime } from './dates.ts';
import { auditEntryFor, EVENT_CATALOGUE, notificationsFor, QUEUES } from './events.ts';
import { messages } from './messages.ts';
import { hasLocation } from './schemas/alerts.ts';
import {
  authorityForm,
  authorityUpdate,
  createUserBody,
  gestorCreateForm,
  visitorSignUpBody,
} from './schemas/people.ts';
import {
  changePasswordForm,
  loginBody,
  resetPasswordForm,
  updateMyPasswordBody,
  updatePasswordBody,
} from './schemas/session.ts';
import { validate } from './validation.ts';

describe('dates', () => {
  it('shows instants in Mexico City time with the spec format', () => {
    expect(formatDate('2025-05-26T18:05:00Z')).toBe('26/05/2025 12:05 pm');
    expect(formatExportDate('2025-05-26T03:30:00Z')).toBe('25/05/2025 09:30 PM');
    expect(formatDate(null)).toBe('');
  });

  it('reads a wall-clock time without a zone as Mexico City time', () => {
    expect(fromMexicoCityTime('2024-03-15T10:20:30').toISOString()).toBe('2024-03-15T16:20:30.000Z');
  });
});

describe('the profile password form', () => {
  it('gives every field its own spec message', () => {
    expect(validate(changePasswordForm, {})).toEqual({
      ok: false,
      errors: {
        old_password: messages.auth.passwordRequired,
        new_password: messages.auth.passwordRequired,
        repeat_password: messages.auth.passwordRequired,
      },
    });
    expect(
      validate(changePasswordForm, {
        old_password: 'anterior',
        new_password: 'nueva-123',
        repeat_password: 'otra-1234',
      }),
    ).toEqual({
      ok: false,
      errors: { repeat_password: messages.auth.passwordMismatch },
    });
    expect(
      validate(changePasswordForm, { old_password: 'anterior', new_password: 'anterior', repeat_password: 'anterior' }),
    ).toEqual({
      ok: false,
      errors: { new_password: messages.auth.passwordSameAsOld },
    });
    expect(
      validate(changePasswordForm, { old_password: 'a', new_password: 'nueva-123', repeat_password: 'nueva-123' }).ok,
    ).toBe(true);
  });

  it('checks the reset page the same way', () => {
    expect(validate(resetPasswordForm, { password: 'nueva-123', repeat_password: 'y' })).toEqual({
      ok: false,
      errors: { repeat_password: messages.auth.passwordMismatch },
    });
  });
});

describe('a password being set', () => {
  const short = messages.auth.passwordTooShort;
  const tooShort = (schema: z.ZodType, body: object, field: string) =>
    expect(validate(schema, body), field).toMatchObject({ ok: false, errors: { [field]: short } });

  it('needs 8 characters wherever one is set, said under its field', () => {
    tooShort(
      changePasswordForm,
      { old_password: 'a', new_password: '1234567', repeat_password: '1234567' },
      'new_password',
    );
    tooShort(updateMyPasswordBody, { old_password: 'a', new_password: '1234567' }, 'new_password');
    tooShort(resetPasswordForm, { password: '1234567', repeat_password: '1234567' }, 'password');
    tooShort(updatePasswordBody, { token: 't', password: '1234567' }, 'password');
    tooShort(gestorCreateForm, { password: '1234567', password_again: '1234567' }, 'password');
    tooShort(createUserBody, { type: 'monitor', password: '1234567' }, 'password');
    tooShort(visitorSignUpBody, { password: '1234567' }, 'password');
  });

  it("holds an authority's auth_id to it as it is created (its first password), not as it is edited", () => {
    expect(validate(authorityForm, { auth_id: 'AUT-1' })).toMatchObject({
      errors: { auth_id: messages.people.authIdTooShort },
    });
    expect(validate(createUserBody, { type: 'authority', auth_id: 'AUT-1' })).toMatchObject({
      errors: { auth_id: messages.people.authIdTooShort },
    });
    const edit = validate(authorityUpdate, { auth_id: 'AUT-1' });
    expect(edit.ok || edit.errors.auth_id).toBeFalsy();
  });

  it('still signs in with a shorter one made before the rule', () => {
    expect(validate(loginBody, { email: 'ana@demo.ppd', password: 'x', type: 'monitor' }).ok).toBe(true);
  });
});

describe('login body', () => {
  it('normalises the e-mail and names a bad one', () => {
    const ok = validate(loginBody, { email: ' Ana@Demo.PPD ', password: 'x', type: 'monitor' });
    expect(ok).toMatchObject({ ok: true, data: { email: 'ana@demo.ppd' } });
    expect(validate(loginBody, { email: 'ana', password: 'x', type: 'monitor' })).toEqual({
      ok: false,
      errors: { email: messages.auth.emailInvalid },
    });
  });
});

describe('the event catalogue', () => {
  it('sends every event to known queues, always including the audit log', () => {
    for (const [type, spec] of Object.entries(EVENT_CATALOGUE)) {
      expect(spec.queues, type).toContain('audit');
      for (const queue of spec.queues) expect(QUEUES).toContain(queue);
    }
  });

  it('writes the bitácora row the spec shows for a sign-in', () => {
    expect(auditEntryFor('user.logged_in', { userId: 1, email: 'a@b.mx', type: 'monitor' })).toMatchObject({
      module: 'Login',
    });
  });

  it('audits a visitor’s comment under the module of what it is on', () => {
    expect(auditEntryFor('comment.created', { target: 'activity', targetId: 7, commentId: 3, stars: 4 })).toEqual({
      module: 'Eventos',
      action: 'Nuevo comentario',
      observation: 'Comentario 3 del evento 7, con 4 de 5 estrellas',
    });
    expect(auditEntryFor('comment.created', { target: 'place', targetId: 2, commentId: 9, stars: 1 })).toMatchObject({
      module: 'Registros',
      observation: 'Comentario 9 del registro 2, con 1 de 5 estrellas',
    });
  });

  it('leaves the complainant an inbox message when their complaint is deleted', () => {
    const event = {
      id: 'e1',
      type: 'complaint.deleted' as const,
      payload: { complaint: { id: 12, category_name: 'Alumbrado', visitor_id: 5 } },
      actorId: 1,
      actorEmail: 'gestor@ppd.mx',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(notificationsFor(event)).toEqual([
      {
        userId: 5,
        kind: 'complaint.deleted',
        title: 'Denuncia eliminada',
        body: 'Su denuncia F-12 (Alumbrado) fue eliminada.',
        data: { complaintId: 12 },
      },
    ]);
  });
});

describe('alert locations', () => {
  it('reads 0, 0 (an app without a GPS fix) as no location', () => {
    expect(hasLocation({ lat: 0, lon: 0 })).toBe(false);
    expect(hasLocation({ lat: 19.41, lon: -99.2 })).toBe(true);
    expect(hasLocation({ lat: 0, lon: -99.2 })).toBe(true);
  });
});
