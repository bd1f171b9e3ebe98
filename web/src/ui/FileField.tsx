import { messages } from '@ppd/domain';
import { useId, useRef } from 'react';
import { Button, IconButton } from './Button.tsx';
import { FieldFrame, framedBy } from './fields.tsx';

export interface FileFieldProps {
  label: string;
  /** The chosen file, shown by name. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** What the browser's chooser offers, e.g. 'image/png,image/jpeg'. */
  accept?: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  className?: string;
}

/**
 * A file in the kit's style: 'Elegir archivo', the chosen file's name (or 'Ningún archivo seleccionado') and a
 * button to take it back. The browser's input stays in the page, labelled, but hidden: the button opens it.
 */
export function FileField({ label, file, onChange, accept, error, hint, id, className }: FileFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const input = useRef<HTMLInputElement>(null);
  const nameId = `${fieldId}-name`;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} className={className}>
      <div className="file-field">
        <input
          ref={input}
          id={fieldId}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={framedBy(fieldId, error, hint)}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        {/* The control a user reaches: named after its field, described by the chosen file and the field's error or
            hint (the hidden input keeps the label for the browser). */}
        <Button
          variant="secondary"
          icon="upload"
          aria-label={`${label}: ${messages.ui.chooseFile}`}
          aria-describedby={[nameId, framedBy(fieldId, error, hint)].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
        >
          {messages.ui.chooseFile}
        </Button>
        <span id={nameId} className={file ? 'file-field-name' : 'file-field-name muted'} title={file?.name}>
          {file?.name ?? messages.ui.noFile}
        </span>
        {file && (
          <IconButton
            icon="close"
            label={`${messages.ui.removeFile} ${file.name}`}
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          />
        )}
      </div>
    </FieldFrame>
  );
}
