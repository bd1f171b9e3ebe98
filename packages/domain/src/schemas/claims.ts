import { z } from 'zod';
import { folio } from '../folio.ts';

/**
 * What a gestor can claim: opening an open alert on the board, or a pending complaint in /denuncias, claims it; while
 * claimed, only its holder changes it.
 */
export const CLAIM_KINDS = ['alert', 'complaint'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const claimHolderSchema = z.object({ id: z.number(), name: z.string(), last_name: z.string() });
export type ClaimHolder = z.infer<typeof claimHolderSchema>;

/**
 * An item's claim as a board keeps it: `holder` is null once released. `at` (ISO instant of the change) orders two
 * copies of the same item's claim, a push and a read that crossed.
 */
export const claimStateSchema = z.object({
  kind: z.enum(CLAIM_KINDS),
  id: z.number(),
  holder: claimHolderSchema.nullable(),
  at: z.string(),
});
export type ClaimState = z.infer<typeof claimStateSchema>;

/**
 * Why a claim ended: Liberar, its holder signed out, their sockets were gone past the grace, they opened another,
 * the item was closed (an alert attended, a complaint atendida).
 */
export const CLAIM_RELEASE_REASONS = ['released', 'signed_out', 'lapsed', 'moved', 'closed'] as const;
export type ClaimReleaseReason = (typeof CLAIM_RELEASE_REASONS)[number];

/** `released`: the claims of the kind its holder let go by opening this item (reason moved), pushed with it. */
export type ClaimedPayload = { claim: ClaimState & { holder: ClaimHolder }; released?: ClaimState[] };
export type ClaimReleasedPayload = { claim: ClaimState; previous: ClaimHolder; reason: ClaimReleaseReason };
export type ClaimTakenOverPayload = ClaimedPayload & { previous: ClaimHolder };

/** The claims the board's one read carries with its rows, so a reconnected board shows them before further pushes. */
const currentClaims = z.array(claimStateSchema);

/**
 * A claimable board's one read (the alerts' board, /denuncias): the tab's page of rows, how many the tab holds, each
 * of its `tabs`' count under the same filters, and the current claims.
 */
export const boardReply = <R extends z.ZodType, const T extends readonly string[]>(row: R, tabs: T) =>
  z.object({
    rows: z.array(row),
    total: z.number(),
    counts: z.object(Object.fromEntries(tabs.map((tab) => [tab, z.number()])) as Record<T[number], z.ZodNumber>),
    claims: currentClaims,
  });

export const claimTexts = {
  heldBy: 'Lo está atendiendo',
  yours: 'Lo está atendiendo usted',
  release: 'Liberar',
  takeOver: 'Tomar',
  refused: {
    alert: 'solo quien la atiende puede asignarla o escribir en su chat',
    complaint: 'solo quien la atiende puede cambiar su estado',
  },
  closed: {
    alert: 'La alerta ya fue atendida: ya no se atiende desde el tablero',
    complaint: 'La denuncia ya fue atendida: ya no se atiende desde el tablero',
  },
  notHolder: 'Solo quien la atiende puede liberarla',
  takeOverAdmin: 'Solo un administrador puede tomar lo que atiende otra persona',
  reasons: {
    released: 'liberada',
    signed_out: 'liberada al cerrar sesión',
    lapsed: 'liberada por falta de conexión',
    moved: 'liberada al abrir otra',
    closed: 'liberada al quedar atendida',
  },
} as const;

export const holderName = (h: ClaimHolder) => `${h.name} ${h.last_name}`.trim();
/** "Lo está atendiendo María López". */
export const heldByText = (h: ClaimHolder) => `${claimTexts.heldBy} ${holderName(h)}`;
/** The 409 a gestor gets for changing what another holds: it names the holder. */
export const claimRefusal = (kind: ClaimKind, h: ClaimHolder) => `${heldByText(h)}: ${claimTexts.refused[kind]}`;

export const CLAIM_NOUNS = {
  alert: { module: 'Alertas', noun: 'Alerta' },
  complaint: { module: 'Denuncias', noun: 'Denuncia' },
} as const;
/** "Alerta F-12", "Denuncia F-7". */
export const claimedItem = (c: Pick<ClaimState, 'kind' | 'id'>) => `${CLAIM_NOUNS[c.kind].noun} ${folio(c.id)}`;
