import { messages } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import { sessionAtom } from '../../lib/session.ts';
import type { Drawing } from '../../map/zones.ts';
import { useDialogs } from '../../ui/index.ts';
import { createRecord, EMPTY_RECORD_FORM, RecordFormModal, type RecordFormNames } from '../records/index.ts';
import { newRecordBody } from './recordBody.ts';

/** The save dialog of /mapa: the record's fields, then the record is created with the drawing. */
export function SaveRecordDialog({
  drawing,
  onClose,
  onSaved,
}: {
  drawing: Drawing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dialogs = useDialogs();
  const session = useAtomValue(sessionAtom);
  const names = useRef<RecordFormNames>({});
  const onNames = useCallback((n: RecordFormNames) => {
    names.current = n;
  }, []);

  return (
    <RecordFormModal
      title={messages.geo.mapScreen.saveTitle}
      initial={EMPTY_RECORD_FORM}
      closeLabel={messages.generic.close}
      onClose={onClose}
      onNames={onNames}
      onSave={async (fields) => {
        const user = { email: session?.user.email ?? '', user_id: session?.user.user_id ?? 0 };
        const reply = await createRecord(newRecordBody(fields, names.current, drawing, user));
        if (reply.status !== 'ok') throw new Error('not saved');
        onSaved();
        await dialogs.alert(messages.records.dataSaved, { title: messages.records.saved, tone: 'success' });
      }}
    />
  );
}
