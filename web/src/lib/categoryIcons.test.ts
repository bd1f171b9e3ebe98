import { describe, expect, it } from 'vitest';
import { categoryIcons, recordIconOf } from './categoryIcons.ts';

const icons = categoryIcons(
  [
    { id: 1, nombre: 'Agua', url_image: '/icons/agua.png' },
    { id: 2, nombre: 'Movilidad', url_image: null },
  ],
  [
    { id: 10, nombre: 'Fuga de agua', url_image: '/icons/fuga-agua.png' },
    { id: 11, nombre: 'Captación de lluvia', url_image: null },
    { id: 20, nombre: 'Bache' },
  ],
);

describe('a record’s icon', () => {
  it('is its subcategory’s', () => {
    expect(recordIconOf(icons, { id_cat_principal: 1, id_cat_secundaria: 10 })).toMatchObject({
      nombre: 'Fuga de agua',
      url_image: '/icons/fuga-agua.png',
    });
  });

  it('is its main category’s when its subcategory has none or is not listed', () => {
    expect(recordIconOf(icons, { id_cat_principal: 1, id_cat_secundaria: 11 })?.nombre).toBe('Agua');
    expect(recordIconOf(icons, { id_cat_principal: 1, id_cat_secundaria: 99 })?.nombre).toBe('Agua');
  });

  it('is none when neither has one', () => {
    expect(recordIconOf(icons, { id_cat_principal: 2, id_cat_secundaria: 20 })).toBeNull();
  });
});
