import { type DataRequestPerson, dataRequestTexts as t } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { failureOf } from '../../lib/queryClient.ts';
import { FailureNotice, TextField } from '../../ui/index.ts';
import { dataRequestQueries } from './dataRequestsApi.ts';

const personLine = (p: DataRequestPerson) =>
  [`${p.name} ${p.last_name}`, p.email, p.phone_number].filter(Boolean).join(' · ');

/** The visitor a request is registered against: searched by name, e-mail or phone, then picked among the matches. */
export function PersonPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (personId: string) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const found = useQuery(dataRequestQueries.people(q));
  const legendId = useId();
  const people = q.length >= 3 ? (found.data ?? []) : [];
  return (
    <div className="person-picker form-grid-wide">
      <TextField
        label={t.personSearch}
        hint={t.personSearchHelp}
        type="search"
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      <FailureNotice failure={failureOf(found)} />
      {q.length >= 3 && found.isSuccess && people.length === 0 && <p className="muted">{t.noPeople}</p>}
      {people.length > 0 && (
        <fieldset className="person-choices" aria-labelledby={legendId}>
          <legend id={legendId}>{t.personLabel}</legend>
          {people.map((p) => (
            <label key={p.id} className="radio">
              <input
                type="radio"
                name="person_id"
                value={p.id}
                checked={value === String(p.id)}
                onChange={() => onChange(String(p.id))}
              />
              {personLine(p)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
