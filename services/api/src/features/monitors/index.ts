export { deletePerson, emailTaken, notFound, updatePerson } from './people.ts';
export { CONTACT_COLUMNS, PERSON_COLUMNS } from './person-columns.ts';
export { iso, usernameId } from './queries.ts';
