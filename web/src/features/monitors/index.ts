export { MonitorsPage } from './MonitorsPage.tsx';
export { PersonActions } from './PersonActions.tsx';
export { PersonFields, PersonModal, useImageField } from './PersonFields.tsx';
export { gestoresQuery, peopleApi, peopleKeys, toFormData } from './peopleApi.ts';
export { usePeopleList } from './usePeopleList.ts';
