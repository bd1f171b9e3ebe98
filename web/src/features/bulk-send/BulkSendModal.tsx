import { type SendFilterBody, sendFilterBody } from '@ppd/domain';
import { lazy, useCallback } from 'react';
import { fill } from '../../lib/text.ts';
import { FormModal, Loaded, Select, TextField, useForm } from '../../ui/index.ts';
import { ALL, type AudienceValues, emptyAudience, LEVEL_OPTIONS, SEX_OPTIONS } from './audience.ts';
import { audienceTexts as t } from './texts.ts';
import { type SendKind, useAudienceCount } from './useAudienceCount.ts';
import './bulk-send.css';

// deck.gl is loaded when the modal first opens, not with the list behind it.
const AreaMap = lazy(async () => ({ default: (await import('./AreaMap.tsx')).AreaMap }));

export interface BulkSendModalProps {
  /** 'Enviar encuesta a visitantes', 'Enviar evento a visitantes' ... */
  title: string;
  /** Surveys or activities: the count leaves out the visitors who opposed that kind, and says how many. */
  kind: SendKind;
  /** Sends to the chosen audience; a rejection with a field lands under that filter. */
  onSubmit: (filter: SendFilterBody) => Promise<unknown>;
  onClose: () => void;
}

/** 'Visitantes que la recibirán: N' live; no number while the filters are invalid (it would be the filters' before). */
function AudienceCountLine({ kind, values }: { kind: SendKind; values: AudienceValues }) {
  const { count, countable } = useAudienceCount(kind, values);
  const total = countable ? count.data?.total : undefined;
  const optedOut = countable ? (count.data?.opted_out ?? 0) : 0;
  const text = !countable
    ? t.countInvalid
    : count.isError
      ? t.countFailed
      : total !== undefined
        ? fill(t.count, { total: total.toLocaleString('es-MX') }) +
          (optedOut > 0 ? ` ${fill(t.optedOut, { count: optedOut.toLocaleString('es-MX') })}` : '')
        : t.counting;
  return (
    <p
      className="audience-count"
      role="status"
      aria-busy={(countable && count.isFetching) || undefined}
      data-total={total}
    >
      {text}
    </p>
  );
}

/**
 * Who receives a send (spec §2.7): sex, ages, study level and an optional drawn area, with the live number of
 * visitors they reach. Surveys and events both open it.
 */
export function BulkSendModal({ title, kind, onSubmit, onClose }: BulkSendModalProps) {
  const form = useForm(sendFilterBody, emptyAudience());
  const { setField } = form;
  const setArea = useCallback((wkt: string) => setField('wkt', wkt), [setField]);
  const submit = form.submit((filter) => onSubmit(filter));

  return (
    <FormModal
      title={title}
      onClose={onClose}
      formId="audience-form"
      formClassName="audience-form"
      onSubmit={submit}
      closeLabel={t.close}
      submitLabel={t.send}
      icon="send"
      busy={form.submitting}
      size="lg"
    >
      <div className="audience-filters">
        <Select label={t.sex} options={SEX_OPTIONS} placeholder={ALL} {...form.field('sex')} />
        <TextField label={t.minAge} inputMode="numeric" maxLength={3} {...form.field('min_age')} />
        <TextField label={t.maxAge} inputMode="numeric" maxLength={3} {...form.field('max_age')} />
        <Select label={t.level} options={LEVEL_OPTIONS} placeholder={ALL} {...form.field('level_studies')} />
      </div>
      <p className="field-hint">{t.areaHint}</p>
      <Loaded fallback={<div className="area-map" />}>
        <AreaMap onChange={setArea} />
      </Loaded>
      {form.errors.wkt && <p className="field-error">{form.errors.wkt}</p>}
      <AudienceCountLine kind={kind} values={form.values} />
    </FormModal>
  );
}
