import { ROOMS } from '../realtime.ts';
import {
  CLAIM_NOUNS,
  type ClaimedPayload,
  type ClaimKind,
  type ClaimReleasedPayload,
  type ClaimState,
  type ClaimTakenOverPayload,
  claimedItem,
  claimTexts,
  holderName,
} from '../schemas/claims.ts';
import type { CatalogueSection, PushSpec } from './spec.ts';

export type ClaimEvent<K extends ClaimKind = ClaimKind> =
  | `${K}.claimed`
  | `${K}.claim_released`
  | `${K}.claim_taken_over`;

/** Every board of the kind shows at once who holds the item (or that nobody does). */
const pushClaim = ({ claim, released }: { claim: ClaimState; released?: ClaimState[] }): PushSpec[] => [
  { event: 'claim:changed', rooms: [ROOMS.gestores], data: { claim, ...(released && { released }) } },
];

/** A claim let go by opening another item reaches the boards in that claim's push (`released`), not one of its own. */
const pushRelease = (payload: ClaimReleasedPayload): PushSpec[] =>
  payload.reason === 'moved' ? [] : pushClaim(payload);

/** The same three events for alerts and complaints: claimed, released, taken over by an administrator. */
function claimEvents<K extends ClaimKind>(kind: K): CatalogueSection<ClaimEvent<K>> {
  const { module, noun } = CLAIM_NOUNS[kind];
  // Computed keys widen the object's type: the cast names the three events the keys spell.
  const section = {
    [`${kind}.claimed`]: {
      queues: ['audit', 'notify'],
      audit: ({ claim }: ClaimedPayload) => ({
        module,
        action: `${noun} en atención`,
        observation: `${claimedItem(claim)} abierta por ${holderName(claim.holder)}`,
      }),
      push: pushClaim,
    },
    [`${kind}.claim_released`]: {
      queues: ['audit', 'notify'],
      audit: ({ claim, previous, reason }: ClaimReleasedPayload) => ({
        module,
        action: `${noun} liberada`,
        observation: `${claimedItem(claim)} que atendía ${holderName(previous)}: ${claimTexts.reasons[reason]}`,
      }),
      push: pushRelease,
    },
    [`${kind}.claim_taken_over`]: {
      queues: ['audit', 'notify'],
      audit: ({ claim, previous }: ClaimTakenOverPayload) => ({
        module,
        action: `Toma de ${noun.toLowerCase()} por un administrador`,
        observation: `${claimedItem(claim)}: ${holderName(claim.holder)} la tomó de ${holderName(previous)}`,
      }),
      push: pushClaim,
    },
  };
  return section as unknown as CatalogueSection<ClaimEvent<K>>;
}

export const claimCatalogue = { ...claimEvents('alert'), ...claimEvents('complaint') };
