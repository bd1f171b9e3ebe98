import { alertRoutes, type ClaimKind, complaintRoutes } from '@ppd/domain';
import { api } from '../../lib/api.ts';

const CONTRACTS = { alert: alertRoutes, complaint: complaintRoutes } as const;

export const claimsApi = {
  claim: (kind: ClaimKind, id: number) => api.call(CONTRACTS[kind].claim, { params: { id } }),
  release: (kind: ClaimKind, id: number) => api.call(CONTRACTS[kind].release, { params: { id } }),
  takeOver: (kind: ClaimKind, id: number) => api.call(CONTRACTS[kind].takeOver, { params: { id } }),
};
