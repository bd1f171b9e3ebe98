import { messages } from '@ppd/domain';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { Button, Modal, Select, TextField } from '../../ui/index.ts';

const t = messages.board.people;

type FieldProps = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** Name, last name, phone, address, age and sex: the fields the monitor and gestor modals share. */
export function PersonFields({
  field,
}: {
  field: (name: 'name' | 'last_name' | 'phone_number' | 'address' | 'age' | 'sex') => FieldProps;
}) {
  return (
    <>
      <TextField label={t.name} autoComplete="off" {...field('name')} />
      <TextField label={t.lastName} autoComplete="off" {...field('last_name')} />
      <TextField label={t.phone} inputMode="numeric" maxLength={10} {...field('phone_number')} />
      <TextField label={t.address} {...field('address')} />
      <TextField label={t.age} type="number" min={0} {...field('age')} />
      <Select
        label={t.sex}
        placeholder
        options={[
          { value: 'H', label: t.sexes.H },
          { value: 'M', label: t.sexes.M },
        ]}
        {...field('sex')}
      />
    </>
  );
}

/** The optional profile image: PNG or JPEG only (the server checks the bytes too). */
export function ImageField({
  error,
  onChange,
}: {
  error: string | undefined;
  onChange: (file: File | null, error: string | undefined) => void;
}) {
  return (
    <div className={['field', error && 'field-invalid'].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor="person-image">
        {t.image}
      </label>
      <input
        id="person-image"
        type="file"
        accept="image/png,image/jpeg"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          const ok = !file || ['image/png', 'image/jpeg'].includes(file.type);
          onChange(ok ? file : null, ok ? undefined : messages.validation.invalid);
        }}
      />
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

/** The chosen image and its problem, with the field that sets them. */
export function useImageField() {
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const field = (
    <ImageField
      error={error}
      onChange={(file, problem) => {
        setImage(file);
        setError(problem);
      }}
    />
  );
  return { image, error, field };
}

/** The monitor and gestor modal: a form in a large modal with Cancelar and Guardar. */
export function PersonModal({
  title,
  formId,
  submitting,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  formId: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      size="lg"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.ui.cancel}
          </Button>
          <Button type="submit" form={formId} busy={submitting}>
            {messages.ui.save}
          </Button>
        </>
      }
    >
      <form id={formId} className="form form-grid" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
