import { alertRoutes, type ClaimKind, complaintRoutes } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../plugins/auth.ts';
import { serve } from '../../shared/serve.ts';
import { lapseClaims } from './lapse.ts';
import { claimItem, releaseItem, takeOverItem } from './service.ts';

const CONTRACTS = { alert: alertRoutes, complaint: complaintRoutes } as const;

export interface ClaimRoutesOptions {
  /** How long a holder's sockets may all be gone before their claims are released (CLAIM_GRACE_MS). */
  graceMs: number;
}

/** Claim, release and take over an alert (/alertas) or a complaint (/denuncias); claims lapse without a socket. */
export const claimRoutes: FastifyPluginAsync<ClaimRoutesOptions> = async (app, opts) => {
  for (const kind of Object.keys(CONTRACTS) as ClaimKind[]) {
    const contract = CONTRACTS[kind];
    serve(app, contract.claim, async (request) =>
      claimItem(app.db, sessionOf(request), kind, request.params.id, app.publishLive),
    );
    serve(app, contract.release, async (request) =>
      releaseItem(app.db, sessionOf(request), kind, request.params.id, app.publishLive),
    );
    serve(app, contract.takeOver, async (request) =>
      takeOverItem(app.db, sessionOf(request), kind, request.params.id, app.publishLive),
    );
  }
  lapseClaims(app, opts.graceMs);
};
