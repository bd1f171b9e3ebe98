import {
  ARCO_RIGHTS,
  type DataRequestView,
  messages,
  mexicoCityToday,
  registerDataRequestBody,
  dataRequestTexts as t,
} from '@ppd/domain';
import { DateField, FormModal, Select, TextArea, useForm } from '../../ui/index.ts';
import { dataRequestsApi } from './dataRequestsApi.ts';
import { PersonPicker } from './PersonPicker.tsx';

const RIGHT_OPTIONS = ARCO_RIGHTS.map((right) => ({ value: right, label: t.rights[right] }));

/** Registrar solicitud: the person, the right they exercise, the day their e-mail arrived and notes. */
export function RegisterDialog({
  onClose,
  onRegistered,
}: {
  onClose: () => void;
  onRegistered: (request: DataRequestView) => void;
}) {
  const form = useForm(registerDataRequestBody, {
    person_id: '',
    right: '',
    received_on: mexicoCityToday(),
    notes: '',
  });
  const save = form.submit(async (body) => onRegistered(await dataRequestsApi.register(body)));
  return (
    <FormModal
      title={t.register}
      onClose={onClose}
      formId="data-request-form"
      formClassName="form-grid"
      onSubmit={save}
      closeLabel={messages.generic.close}
      submitLabel={t.register}
      busy={form.submitting}
    >
      <PersonPicker {...form.control('person_id')} />
      <Select label={t.rightLabel} options={RIGHT_OPTIONS} placeholder {...form.field('right')} />
      <DateField label={t.receivedLabel} {...form.control('received_on')} />
      <TextArea label={t.notesLabel} className="form-grid-wide" rows={3} {...form.field('notes')} />
    </FormModal>
  );
}
