import { messages, recordFields } from '@ppd/domain';
import { useAtomValue } from 'jotai';
import { useCallback, useRef } from 'react';
import { sessionAtom } from '../../lib/session.ts';
import type { Drawing } from '../../map/zones.ts';
import { Button, Modal, useDialogs, useForm } from '../../ui/index.ts';
import { EMPTY_RECORD_FORM, RecordFieldsForm, type RecordFormNames } from '../records/RecordFieldsForm.tsx';
import { createRecord } from '../records/recordsApi.ts';
import { newRecordBody } from './recordBody.ts';

const texts = messages.geo.mapScreen;

/** The save dialog of /mapa: every field checked with the shared schema, then the record is created. */
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
  const form = useForm(recordFields, EMPTY_RECORD_FORM);
  const names = useRef<RecordFormNames>({});
  const onNames = useCallback((n: RecordFormNames) => {
    names.current = n;
  }, []);

  const save = form.submit(async (fields) => {
    const user = { email: session?.user.email ?? '', user_id: session?.user.user_id ?? 0 };
    const reply = await createRecord(newRecordBody(fields, names.current, drawing, user));
    if (reply.status !== 'ok') throw new Error('not saved');
    onSaved();
    await dialogs.alert(messages.records.dataSaved, { title: messages.records.saved, tone: 'success' });
  });

  return (
    <Modal
      open
      title={texts.saveTitle}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.generic.close}
          </Button>
          <Button type="submit" form="save-record-form" busy={form.submitting}>
            {messages.ui.save}
          </Button>
        </>
      }
    >
      <form id="save-record-form" className="form" onSubmit={save} noValidate>
        <RecordFieldsForm form={form} onNames={onNames} />
      </form>
    </Modal>
  );
}
