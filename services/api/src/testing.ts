// The API as other workspaces' tests and benchmarks use it: their one door, so none reaches into src/ or test/.
export { createUser, forgotPassword, loginAs } from '../test/app.ts';
export { multipartForm } from '../test/multipart.ts';
export { indexesOf, planOf, statementsOf } from '../test/statements.ts';
export { type Config, loadConfig } from './config.ts';
export { createActivityRefs } from './features/activities/testing.ts';
export { closestFreeAuthority, listActiveAuthorities } from './features/authorities/queries.ts';
export { listComplaintPage } from './features/complaints/queries.ts';
export { mapPayload } from './features/explorer/map-payload.ts';
export { createCatalog, type TestCatalog } from './features/records/testing.ts';
export {
  alertReportJson,
  alertReportRows,
  alertReportStatement,
  alertSource,
  complaintSource,
  reportAggregate,
} from './features/reports/queries.ts';
export { claimsFor } from './plugins/auth.ts';
