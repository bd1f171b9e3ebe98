export { MonitorsPage } from './MonitorsPage.tsx';
export { PersonFields, PersonModal, useImageField } from './PersonFields.tsx';
export { peopleApi, peopleKeys, toFormData } from './peopleApi.ts';
