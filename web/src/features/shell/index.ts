export { Brand } from './Brand.tsx';
export { PartnerLogos } from './PartnerLogos.tsx';
