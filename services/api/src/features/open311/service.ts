import type { Db } from '@ppd/db';
import { folio, type Open311Filed, type Open311RequestBody, open311Texts } from '@ppd/domain';
import type { SessionUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { complaintFieldsOf, recordComplaint } from '../complaints/index.ts';

/** The complaint's fields by the standard's names, so a refusal names what the caller sent. */
const OPEN311_NAMES: Record<string, string> = { category_id: 'service_code', text: 'description', lon: 'long' };

const inStandardNames = (err: unknown) => {
  const name = err instanceof AppError && err.field ? OPEN311_NAMES[err.field] : undefined;
  return name ? new AppError((err as AppError).name, (err as AppError).message, name) : err;
};

/**
 * POST requests: a complaint filed as the app files one (the same checks, row, event, live push and limit), without
 * evidence (the standard's media_url is a link elsewhere, not kept). Name, e-mail and phone are not kept either.
 */
export async function fileRequest(db: Db, visitor: SessionUser, body: Open311RequestBody): Promise<Open311Filed[]> {
  try {
    const fields = { category_id: body.service_code, text: body.description, lat: body.lat, lon: body.long };
    const complaint = await recordComplaint(db, visitor, complaintFieldsOf(fields));
    const notice = open311Texts.notice(folio(complaint.id));
    return [{ service_request_id: complaint.id, service_notice: notice, account_id: null }];
  } catch (err) {
    throw inStandardNames(err);
  }
}
