export { clearingAbsent, deletePerson, emailTaken, notFound, updatePerson } from './people.ts';
export { CONTACT_COLUMNS, PERSON_COLUMNS, personCells, STATE_COLUMN } from './person-columns.ts';
export { profileForm } from './profile-form.ts';
export { iso, usernameId } from './queries.ts';
export { type PeopleRoutesOptions, peopleRoutes } from './routes.ts';
