export { ClaimBadge, ClaimBar } from './ClaimBadge.tsx';
export { type Claims, useClaimOnOpen, useClaims } from './useClaims.ts';
