export { heldClaims } from './queries.ts';
export { type ClaimRoutesOptions, claimRoutes } from './routes.ts';
export { endClaimOf, mustNotBeHeldByOther, releaseClaimsOf } from './service.ts';
