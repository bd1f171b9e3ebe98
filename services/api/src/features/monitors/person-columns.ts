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
