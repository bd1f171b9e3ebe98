export { GestoresPage } from './GestoresPage.tsx';
