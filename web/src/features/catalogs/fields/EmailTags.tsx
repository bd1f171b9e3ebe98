import { configTexts } from '@ppd/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { fill } from '../../../lib/text.ts';
import { describedBy } from '../../../ui/fields.tsx';
import { IconButton } from '../../../ui/index.ts';

/**
 * The complaint category's recipients, entered as tags (Enter or comma adds one) and kept joined by commas, as
 * the API takes them. The server checks each address.
 */
export function EmailTags({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (joined: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const tags = value.split(',').filter(Boolean);
  const add = () => {
    const email = draft.trim().replace(/,$/, '');
    if (email && !tags.includes(email)) onChange([...tags, email].join(','));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    add();
  };
  return (
    <div className={['field', error && 'field-invalid'].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <ul className="email-tags">
        {tags.map((tag) => (
          <li key={tag} className="email-tag">
            {tag}
            <IconButton
              icon="close"
              label={fill(configTexts.removeEmail, { email: tag })}
              onClick={() => onChange(tags.filter((t) => t !== tag).join(','))}
            />
          </li>
        ))}
      </ul>
      <input
        id={id}
        className="input"
        type="email"
        value={draft}
        aria-describedby={describedBy(id, error, configTexts.emailsHint)}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      <p id={`${id}-hint`} className="field-hint">
        {configTexts.emailsHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
