export { PeoplePage, type PeopleScreen } from './PeoplePage.tsx';
export { PersonFields, PersonModal, useImageField, usePersonForm } from './PersonFields.tsx';
export { authoritiesQuery, gestoresQuery, peopleApi, peopleKeys, toFormData } from './peopleApi.ts';
