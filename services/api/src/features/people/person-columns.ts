import { SEXES } from '@ppd/domain';

/** The first columns of a person's sheet (Autoridad, Monitorista). */
export const PERSON_COLUMNS = [
  { header: 'Id', key: 'id', width: 8 },
  { header: 'Nombre', key: 'name' },
  { header: 'Apellido', key: 'last_name' },
  { header: 'Correo', key: 'email', width: 28 },
];

/** The contact columns that follow. */
export const CONTACT_COLUMNS = [
  { header: 'Teléfono', key: 'phone_number' },
  { header: 'Dirección', key: 'address', width: 30 },
  { header: 'Edad', key: 'age', width: 8 },
  { header: 'Sexo', key: 'sex', width: 12 },
];

/** The person's state column (Estado). */
export const STATE_COLUMN = { header: 'Estado', key: 'estado', width: 10 };

/** A person's cells that are written in words: their sex and their state. */
export const personCells = (p: { sex: keyof typeof SEXES | null; inactive: boolean }) => ({
  sex: p.sex ? SEXES[p.sex] : '',
  estado: p.inactive ? 'Inactivo' : 'Activo',
});
