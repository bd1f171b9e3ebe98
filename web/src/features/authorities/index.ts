export { AuthoritiesPage } from './AuthoritiesPage.tsx';
