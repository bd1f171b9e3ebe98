import { clockTexts, responseTargetRoutes as contract } from '@ppd/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../../plugins/auth.ts';
import { serve } from '../../../shared/serve.ts';
import { alertTypeTargets, complaintCategoryTargets, saveTargets } from './service.ts';

const saved = (id: number) => ({ status: 'ok' as const, id, message: clockTexts.targetsSaved });

/** Tiempos de respuesta: the targets of the response clocks, on the alert types and complaint categories. */
export const responseTargetRoutes: FastifyPluginAsync = async (app) => {
  serve(app, contract.list, async () => {
    const [alertTypes, complaintCategories] = await Promise.all([
      app.db
        .selectFrom('alert_types')
        .select(['id', 'tipo_alerta as name', 'assign_target_s', 'attend_target_s'])
        .orderBy('tipo_alerta')
        .execute(),
      app.db
        .selectFrom('complaint_categories')
        .select(['id', 'name', 'enabled', 'first_answer_days', 'closing_days'])
        .orderBy('name')
        .execute(),
    ]);
    return { alertTypes, complaintCategories };
  });
  serve(app, contract.alertType, async (request) =>
    saved((await saveTargets(app.db, sessionOf(request), alertTypeTargets, request.params.id, request.body)).id),
  );
  serve(app, contract.complaintCategory, async (request) =>
    saved(
      (await saveTargets(app.db, sessionOf(request), complaintCategoryTargets, request.params.id, request.body)).id,
    ),
  );
};
