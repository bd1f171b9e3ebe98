import { IMAGE_TYPES, imageProblem, messages } from '@ppd/domain';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { isApiError, isGoneMeanwhile } from '../../lib/api.ts';
import type { FormValues } from '../../ui/form.ts';
import { FileField, FormModal, Select, TextField, useDialogs, useForm } from '../../ui/index.ts';

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

/** The optional profile image: PNG or JPEG of up to 5 MB (the server checks the bytes too). */
export function ImageField({
  file,
  error,
  onChange,
}: {
  file: File | null;
  error: string | undefined;
  onChange: (file: File | null, error: string | undefined) => void;
}) {
  return (
    <FileField
      id="person-image"
      label={t.image}
      accept={IMAGE_TYPES.join(',')}
      file={file}
      error={error}
      className="form-grid-wide"
      onChange={(chosen) => {
        const problem = chosen ? imageProblem(chosen) : undefined;
        onChange(problem ? null : chosen, problem);
      }}
    />
  );
}

/** The chosen image and its problem, with the field that sets them. */
export function useImageField() {
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const field = (
    <ImageField
      file={image}
      error={error}
      onChange={(file, problem) => {
        setImage(file);
        setError(problem);
      }}
    />
  );
  /** Puts the server's refusal of the image (fake bytes, too large) under the field; false for any other failure. */
  const claim = (failure: unknown) => {
    if (!isApiError(failure) || failure.field !== 'image') return false;
    setError(failure.message);
    return true;
  };
  return { image, error, field, claim };
}

/**
 * A monitor's or gestor's form and picture: the server's refusal of the picture goes under it, any other failure
 * to the error dialog, and a person deleted meanwhile also calls `onGone` (the modal closes, the list is read again).
 */
export function usePersonForm<S extends z.ZodType, V extends FormValues>(schema: S, initial: V, onGone: () => void) {
  const dialogs = useDialogs();
  const picture = useImageField();
  const form = useForm(schema, initial, {
    onError: (error) => {
      if (picture.claim(error)) return;
      void dialogs.failed(error);
      if (isGoneMeanwhile(error)) onGone();
    },
  });
  return { form, picture, dialogs };
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
    <FormModal
      title={title}
      onClose={onClose}
      formId={formId}
      formClassName="form form-grid"
      onSubmit={onSubmit}
      closeLabel={messages.ui.cancel}
      submitLabel={messages.ui.save}
      busy={submitting}
      size="lg"
    >
      {children}
    </FormModal>
  );
}
