import { describe, expect, it } from 'vitest';
import { referenceRefusal } from './refusals.ts';

// PostgreSQL's own wording of a foreign key's two refusals (error 23503).
const refused = (detail: string) =>
  Object.assign(new Error('violates foreign key constraint'), { code: '23503', detail });

describe("a foreign key's refusal no feature explained", () => {
  it('blames the column of a row that names one that is gone', () => {
    const err = refused('Key (id_cat_principal)=(7) is not present in table "main_categories".');
    expect(referenceRefusal(err)).toEqual({ field: 'id_cat_principal' });
  });

  it('is a conflict when the row deleted is still named by another', () => {
    const err = refused('Key (id)=(7) is still referenced from table "records".');
    expect(referenceRefusal(err)).toEqual({ inUse: true });
  });

  it('leaves every other error alone', () => {
    expect(referenceRefusal(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
  });
});
