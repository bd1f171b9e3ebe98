import { previewRetention } from '@ppd/db';
import { privacyRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { bySession } from '../../plugins/rate-limits.ts';
import type { MediaStorage } from '../../shared/media/storage.ts';
import { serve } from '../../shared/serve.ts';
import { cancelOwnAccount } from './cancel.ts';
import { acceptNotice, currentNotice, noticeVersions, publishNotice } from './consent.ts';
import { exportPersonData } from './export.ts';
import { sendPreferencesOf, setSendPreferences } from './preferences.ts';
import { dataRetentionOf, saveDataRetention } from './retention-settings.ts';

export interface PrivacyRoutesOptions {
  storage: MediaStorage;
}

/** The privacy notice, and a visitor's consent and ARCO rights from the app (issue 38 §1, §2). */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, { storage }) => {
  serve(app, contract.notice, async () => currentNotice(app.db));
  serve(app, contract.noticeVersions, async () => noticeVersions(app.db));
  serve(app, contract.publishNotice, async (request) => publishNotice(app.db, sessionOf(request), request.body));

  serve(app, contract.consent, async (request) => {
    const me = sessionOf(request);
    return app.db.transaction().execute((trx) => acceptNotice(trx, me.id, request.body.version));
  });

  serve(app, contract.myData, async (request, reply) => {
    const zip = await exportPersonData(app.db, storage, sessionOf(request).id);
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="mis-datos.zip"')
      .send(zip);
  });

  // The password is tried as at a password change: a stolen token cannot guess it faster.
  serve(
    app,
    contract.cancel,
    async (request) => {
      const me = sessionOf(request);
      await cancelOwnAccount(app.db, storage, me.id, request.body.password);
      app.accounts.forget(me.id);
      return { status: 'ok' as const };
    },
    { preHandler: app.accountAndAddressLimits('password', bySession) },
  );

  serve(app, contract.preferences, async (request) => sendPreferencesOf(app.db, sessionOf(request).id));
  serve(app, contract.setPreferences, async (request) =>
    setSendPreferences(app.db, sessionOf(request).id, request.body),
  );

  // Configuración's data retention (issue 38 §4): the period, and the dry run of what the worker would change today.
  serve(app, contract.retention, async () => dataRetentionOf(app.db));
  serve(app, contract.saveRetention, async (request) => saveDataRetention(app.db, sessionOf(request), request.body));
  serve(app, contract.retentionPreview, async () => previewRetention(app.db));
};
