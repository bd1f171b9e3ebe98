import { alertMessages, assignBody } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { runSubmit } from '../../ui/form.ts';
import { assignOrRefuse, isAuthorityRefusal } from './assignFailure.ts';

const notOpen = new ApiError({ status: 409, name: 'Conflict', message: alertMessages.notOpen, field: 'alert_id' });
const inactive = new ApiError({
  status: 400,
  name: 'ValidationError',
  message: alertMessages.authorityInactive,
  field: 'autoridad_id',
});
const gone = new ApiError({ status: 404, name: 'NotFound', message: alertMessages.notFound });
const down = new ApiError({ status: 0, name: 'NetworkError', message: 'Ha ocurrido un error' });

describe('a refused assignment', () => {
  it('shows under the choice only when the authority is refused; the rest goes to the error dialog', () => {
    expect(isAuthorityRefusal(inactive)).toBe(true);
    expect(isAuthorityRefusal(notOpen)).toBe(false);
    expect(isAuthorityRefusal(gone)).toBe(false);
    expect(isAuthorityRefusal(down)).toBe(false);
    expect(isAuthorityRefusal(new Error('boom'))).toBe(false);
  });

  it('leaves the form no field error for an alert no longer open: it goes to the refusal handler', async () => {
    const values = { alert_id: '7', autoridad_id: '3' };
    const refused: unknown[] = [];
    const submitted = (failure: ApiError) =>
      runSubmit(assignBody, values, () =>
        assignOrRefuse(
          () => Promise.reject(failure),
          async (error) => void refused.push(error),
        ),
      );
    // Run bare, the form would hold the 409 under `alert_id`, which the modal never shows.
    expect(await runSubmit(assignBody, values, () => Promise.reject(notOpen))).toEqual({
      status: 'rejected',
      errors: { alert_id: alertMessages.notOpen },
    });
    expect(await submitted(notOpen)).toEqual({ status: 'done' });
    expect(await submitted(down)).toEqual({ status: 'done' });
    expect(refused).toEqual([notOpen, down]);
    expect(await submitted(inactive)).toEqual({
      status: 'rejected',
      errors: { autoridad_id: alertMessages.authorityInactive },
    });
    expect(refused).toHaveLength(2);
  });

  it('resolves the assigned alert, or null when refused', async () => {
    const reply = { alert: { id: 7, status: 'ASIGNADA' } };
    expect(
      await assignOrRefuse(
        () => Promise.resolve(reply),
        async () => {},
      ),
    ).toBe(reply);
    expect(
      await assignOrRefuse(
        () => Promise.reject(gone),
        async () => {},
      ),
    ).toBeNull();
  });
});
