export { complaintSheet, withVisitors } from './complaint-sheet.ts';
export { checkComplaintFilters, complaintsInReport } from './filters.ts';
export { pageOf } from './queries.ts';
