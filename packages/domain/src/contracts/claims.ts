import { type RouteContract, STAFF } from '../contract.ts';
import { CLAIM_NOUNS, type ClaimKind, claimStateSchema } from '../schemas/claims.ts';
import { idParams } from '../schemas/fields.ts';

/**
 * The claim's three routes under an item's path (`/api/alerts/:id/claim`), the same for alerts and complaints: claim
 * (409 naming the holder when another gestor has it), release (the holder's "Liberar") and an administrator's take-over.
 */
export function claimContracts(kind: ClaimKind, base: string) {
  const noun = CLAIM_NOUNS[kind].noun.toLowerCase();
  const path = `${base}/:id/claim`;
  return {
    claim: {
      method: 'POST',
      path,
      access: STAFF,
      summary: `Abrir una ${noun}: quien la abre la atiende y los demás tableros lo ven`,
      params: idParams,
      responses: { 200: claimStateSchema },
    },
    release: {
      method: 'DELETE',
      path,
      access: STAFF,
      summary: `Liberar una ${noun} que se atiende`,
      params: idParams,
      responses: { 200: claimStateSchema },
    },
    takeOver: {
      method: 'POST',
      path: `${path}/takeover`,
      access: 'admin',
      summary: `Tomar una ${noun} que atiende otra persona (administradores)`,
      params: idParams,
      responses: { 200: claimStateSchema },
    },
  } as const satisfies Record<string, RouteContract>;
}
