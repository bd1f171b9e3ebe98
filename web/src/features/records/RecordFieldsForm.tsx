import { messages } from '@ppd/domain';
import { useEffect } from 'react';
import { Select, type SelectOption, TextArea, TextField } from '../../ui/index.ts';
import { type Ref, type Switchable, useReferenceLists, useSubcategories } from './catalogsApi.ts';

const texts = messages.geo.mapScreen;

/** The values of the save dialog and of 'Editar registro', as the form holds them (strings). */
export interface RecordFormValues extends Record<string, unknown> {
  nombre: string;
  descripcion: string;
  id_proyecto: string;
  id_cat_principal: string;
  id_tipo: string;
  id_cat_secundaria: string;
  privado: '' | 'false' | 'true';
}

export const EMPTY_RECORD_FORM: RecordFormValues = {
  nombre: '',
  descripcion: '',
  id_proyecto: '',
  id_cat_principal: '',
  id_tipo: '',
  id_cat_secundaria: '',
  privado: '',
};

export interface RecordFormNames {
  project?: Ref;
  category?: Ref;
  type?: Ref;
  subcategory?: Ref;
}

interface FormLike {
  values: RecordFormValues;
  errors: Record<string, string>;
  setField: <K extends keyof RecordFormValues & string>(name: K, value: RecordFormValues[K]) => void;
  field: (name: keyof RecordFormValues & string) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  };
}

const options = (list: readonly Ref[] | undefined): SelectOption[] =>
  (list ?? []).map((r) => ({ value: String(r.id), label: r.nombre }));

/**
 * Título, Descripción, Proyecto, Categoría, Tipo, Subcategoría, Visibilidad. The lists load when the form
 * mounts; the subcategories reload whenever the category or the type changes. `onNames` reports the names of
 * the chosen items (the feature properties carry them).
 */
export function RecordFieldsForm({ form, onNames }: { form: FormLike; onNames?: (names: RecordFormNames) => void }) {
  const lists = useReferenceLists(true);
  const { values, setField } = form;
  const subcategories = useSubcategories(values.id_cat_principal, values.id_tipo);
  // Disabled entries leave the pickers, except the one the record already has.
  const kept = <T extends Switchable>(list: readonly T[] | undefined, current: string) =>
    (list ?? []).filter((item) => item.enabled !== false || String(item.id) === current);
  const projects = kept(lists?.proyectos, values.id_proyecto);

  useEffect(() => {
    if (values.id_cat_secundaria && !subcategories.some((s) => String(s.id) === values.id_cat_secundaria)) {
      if (subcategories.length > 0) setField('id_cat_secundaria', '');
    }
  }, [subcategories, values.id_cat_secundaria, setField]);

  useEffect(() => {
    const find = (list: readonly Ref[] | undefined, id: string) => list?.find((r) => String(r.id) === id);
    onNames?.({
      project: find(lists?.proyectos, values.id_proyecto),
      category: find(lists?.categorias, values.id_cat_principal),
      type: find(lists?.tipos, values.id_tipo),
      subcategory: find(subcategories, values.id_cat_secundaria),
    });
  }, [lists, subcategories, values, onNames]);

  const changeParent = (name: 'id_cat_principal' | 'id_tipo') => (e: React.ChangeEvent<HTMLSelectElement>) => {
    setField(name, e.target.value);
    setField('id_cat_secundaria', '');
  };

  return (
    <div className="record-form">
      <TextField label={texts.title} {...form.field('nombre')} maxLength={200} />
      <TextArea label={texts.description} {...form.field('descripcion')} rows={3} />
      <Select label={texts.project} placeholder options={options(projects)} {...form.field('id_proyecto')} />
      <div className="form-row">
        <Select
          label={texts.category}
          placeholder
          options={options(kept(lists?.categorias, values.id_cat_principal))}
          {...form.field('id_cat_principal')}
          onChange={changeParent('id_cat_principal')}
        />
        <Select
          label={texts.type}
          placeholder
          options={options(kept(lists?.tipos, values.id_tipo))}
          {...form.field('id_tipo')}
          onChange={changeParent('id_tipo')}
        />
      </div>
      <Select
        label={texts.subcategory}
        placeholder
        options={options(subcategories)}
        {...form.field('id_cat_secundaria')}
      />
      <Select
        label={texts.visibility}
        placeholder
        options={[
          { value: 'false', label: texts.public },
          { value: 'true', label: texts.private },
        ]}
        {...form.field('privado')}
      />
    </div>
  );
}
