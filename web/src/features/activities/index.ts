export { activityKeys } from './activitiesApi.ts';
