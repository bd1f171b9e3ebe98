export { PersonActions } from './PersonActions.tsx';
export { PersonFields, PersonModal, useImageField } from './PersonFields.tsx';
export { authoritiesQuery, gestoresQuery, peopleApi, peopleKeys, toFormData } from './peopleApi.ts';
export { usePeopleList } from './usePeopleList.ts';
