export { complaintCategoriesQuery, complaintKeys } from './complaintsApi.ts';
