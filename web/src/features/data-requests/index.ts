export { DataRequestsPage } from './DataRequestsPage.tsx';
