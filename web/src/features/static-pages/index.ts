export { PublicFooterLinks } from './PublicLayout.tsx';
