import { messages } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { catalogQueries, pickable, type Ref, type Subcategory } from '../../lib/catalogsApi.ts';
import { failureOf } from '../../lib/queryClient.ts';
import { Select, type SelectOption, TextArea, TextField } from '../../ui/index.ts';

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

const NO_SUBCATEGORIES: Subcategory[] = [];

/** What a catalogue picker needs of its list's query. */
type CatalogQuery = Parameters<typeof failureOf>[0] & { data: readonly (Ref & { enabled: boolean })[] | undefined };

/** A record's own subcategory: offered while its category and type are kept, even if it was disabled since. */
export interface KeptSubcategory {
  id_cat_principal: string;
  id_tipo: string;
  subcategory: Ref;
}

function subcategoryChoices(listed: Subcategory[], category: string, type: string, kept: KeptSubcategory | undefined) {
  const keeps =
    kept !== undefined &&
    category === kept.id_cat_principal &&
    type === kept.id_tipo &&
    !listed.some((s) => s.id === kept.subcategory.id);
  return keeps ? [...listed, kept.subcategory] : listed;
}

/**
 * Título, Descripción, Proyecto, Categoría, Tipo, Subcategoría, Visibilidad. The catalogues come from the
 * session's cache; the subcategories follow the category and the type. `onNames` reports the names of the chosen
 * items (the feature properties carry them).
 */
export function RecordFieldsForm({
  form,
  onNames,
  kept,
}: {
  form: FormLike;
  onNames?: (names: RecordFormNames) => void;
  kept?: KeptSubcategory;
}) {
  const { values, setField } = form;
  const projectQuery = useQuery(catalogQueries.projects);
  const categoryQuery = useQuery(catalogQueries.mainCategories);
  const typeQuery = useQuery(catalogQueries.types);
  const subcategoryQuery = useQuery(
    catalogQueries.subcategories(Number(values.id_cat_principal), Number(values.id_tipo)),
  );
  const [projects, categories, types] = [projectQuery.data, categoryQuery.data, typeQuery.data];
  const listed = subcategoryQuery.data ?? NO_SUBCATEGORIES;
  const subcategories = useMemo(
    () => subcategoryChoices(listed, values.id_cat_principal, values.id_tipo, kept),
    [listed, values.id_cat_principal, values.id_tipo, kept],
  );

  useEffect(() => {
    if (values.id_cat_secundaria && !subcategories.some((s) => String(s.id) === values.id_cat_secundaria)) {
      if (subcategories.length > 0) setField('id_cat_secundaria', '');
    }
  }, [subcategories, values.id_cat_secundaria, setField]);

  useEffect(() => {
    const find = (list: readonly Ref[] | undefined, id: string) => list?.find((r) => String(r.id) === id);
    onNames?.({
      project: find(projects, values.id_proyecto),
      category: find(categories, values.id_cat_principal),
      type: find(types, values.id_tipo),
      subcategory: find(subcategories, values.id_cat_secundaria),
    });
  }, [projects, categories, types, subcategories, values, onNames]);

  const changeParent = (name: 'id_cat_principal' | 'id_tipo') => (e: React.ChangeEvent<HTMLSelectElement>) => {
    setField(name, e.target.value);
    setField('id_cat_secundaria', '');
  };
  /** A catalogue's picker: its enabled entries plus the one chosen (even if disabled since), and its failure. */
  const pick = (name: 'id_proyecto' | 'id_cat_principal' | 'id_tipo', label: string, query: CatalogQuery) => ({
    label,
    placeholder: true,
    options: options(pickable(query.data, values[name])),
    failure: failureOf(query),
    ...form.field(name),
  });

  return (
    <div className="record-form">
      <TextField label={texts.title} {...form.field('nombre')} maxLength={200} />
      <TextArea label={texts.description} {...form.field('descripcion')} rows={3} />
      <Select {...pick('id_proyecto', texts.project, projectQuery)} />
      <div className="form-row">
        <Select
          {...pick('id_cat_principal', texts.category, categoryQuery)}
          onChange={changeParent('id_cat_principal')}
        />
        <Select {...pick('id_tipo', texts.type, typeQuery)} onChange={changeParent('id_tipo')} />
      </div>
      <Select
        label={texts.subcategory}
        placeholder
        options={options(subcategories)}
        failure={failureOf(subcategoryQuery)}
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
