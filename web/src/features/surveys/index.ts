export { surveyKeys } from './surveysApi.ts';
