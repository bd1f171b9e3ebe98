import {
  type ActivityCreated,
  type ActivityView,
  activityBody,
  drawnRouteProblem,
  IMAGE_TYPES,
  imageProblem,
} from '@ppd/domain';
import type { LineString } from 'geojson';
import { lazy, useCallback, useState } from 'react';
import { isApiError } from '../../lib/api.ts';
import { failureOf } from '../../lib/queryClient.ts';
import {
  DateField,
  FileField,
  FormModal,
  Loaded,
  Select,
  TextArea,
  TextField,
  TimeField,
  useDialogs,
  useForm,
} from '../../ui/index.ts';
import { useActivityCategories, usePlaces, usePolls, useSaveActivity } from './activitiesApi.ts';
import { activityFormData, emptyActivity, isRouteFile, type RouteInput, valuesOf } from './activityForm.ts';
import { activityTexts as t } from './texts.ts';

const RouteEditor = lazy(async () => ({ default: (await import('./RouteEditor.tsx')).RouteEditor }));

type FileErrors = Partial<Record<'image' | 'image2' | 'kml_file' | 'route', string>>;
const FILE_FIELDS = ['image', 'image2', 'kml_file', 'route'];

/** The problems the schema cannot see: pictures' types and sizes, the route file's type, a route's points. */
function fileProblems(files: { image: File | null; image2: File | null }, route: RouteInput): FileErrors {
  const errors: FileErrors = {};
  if (files.image) errors.image = imageProblem(files.image);
  if (files.image2) errors.image2 = imageProblem(files.image2);
  if (route.source === 'file' && !isRouteFile(route.file)) errors.kml_file = t.routeFileType;
  if (route.source === 'draw' && route.line) errors.route = drawnRouteProblem(route.line.coordinates);
  return errors;
}

/** 'Nuevo evento' / 'Actualización de evento' (spec §2, §5): every field, the images, and the route. */
export function ActivityModal({
  activity,
  onClose,
  onSaved,
}: {
  activity: ActivityView | null;
  onClose: () => void;
  onSaved: (created: ActivityCreated | null) => void;
}) {
  const dialogs = useDialogs();
  const categoryQuery = useActivityCategories();
  const placeQuery = usePlaces();
  const pollQuery = usePolls();
  const categories = categoryQuery.data ?? [];
  const places = placeQuery.data ?? [];
  const polls = pollQuery.data ?? [];
  const save = useSaveActivity();
  const [files, setFiles] = useState<{ image: File | null; image2: File | null }>({ image: null, image2: null });
  const [route, setRoute] = useState<RouteInput>(activity?.ruta ? { source: 'kept' } : { source: 'draw', line: null });
  const [drawingKey, setDrawingKey] = useState(0);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const form = useForm(activityBody, activity ? valuesOf(activity) : emptyActivity(), {
    onError: (error) => {
      if (isApiError(error) && error.field && FILE_FIELDS.includes(error.field)) {
        setFileErrors({ [error.field]: error.message });
      } else void dialogs.failed(error);
    },
  });

  const onDrawn = useCallback((line: LineString | null) => {
    setFileErrors((e) => ({ ...e, route: undefined }));
    setRoute({ source: 'draw', line });
  }, []);

  const chooseRouteFile = (file: File | null) => {
    setFileErrors((e) => ({ ...e, kml_file: undefined, route: undefined }));
    // Without the file an edit goes back to the stored route, shown again on the map.
    setRoute(file ? { source: 'file', file } : activity?.ruta ? { source: 'kept' } : { source: 'draw', line: null });
    setDrawingKey((k) => k + 1); // the file replaces what was drawn
  };

  const submit = form.submit(async () => {
    const problems = fileProblems(files, route);
    setFileErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    const created = await save.mutateAsync({
      id: activity?.id ?? null,
      form: activityFormData(form.values, files, route),
    });
    await dialogs.success(t.saved);
    onSaved(created);
  });

  const options = (items: { id: number; label: string }[]) =>
    items.map((i) => ({ value: String(i.id), label: i.label }));
  const initialLine = route.source === 'kept' ? ((activity?.ruta?.geometry as LineString | undefined) ?? null) : null;

  return (
    <FormModal
      title={activity ? t.editTitle : t.newTitle}
      onClose={onClose}
      formId="activity-form"
      formClassName="activity-form"
      onSubmit={submit}
      closeLabel={t.close}
      submitLabel={t.save}
      icon="save"
      busy={form.submitting}
      size="lg"
    >
      <div className="activity-form-grid">
        <FileField
          label={t.image}
          hint={t.imageHint}
          accept={IMAGE_TYPES.join(',')}
          error={fileErrors.image}
          file={files.image}
          onChange={(f) => setFiles((s) => ({ ...s, image: f }))}
        />
        <FileField
          label={t.image2}
          hint={t.imageHint}
          accept={IMAGE_TYPES.join(',')}
          error={fileErrors.image2}
          file={files.image2}
          onChange={(f) => setFiles((s) => ({ ...s, image2: f }))}
        />
        <TextField label={t.name} maxLength={200} {...form.field('nombre')} />
        <Select
          label={t.category}
          placeholder
          options={options(categories.map((c) => ({ id: c.id, label: c.name })))}
          failure={failureOf(categoryQuery)}
          {...form.field('category_id')}
        />
        <TextArea label={t.description} rows={3} maxLength={5000} className="span-2" {...form.field('descripcion')} />
        <Select
          label={t.place}
          placeholder
          options={options(places.map((p) => ({ id: p.id, label: p.nombre })))}
          failure={failureOf(placeQuery)}
          {...form.field('lugar_id')}
        />
        <Select
          label={t.poll}
          placeholder={t.noPoll}
          options={options(polls.map((p) => ({ id: p.id, label: p.nombre })))}
          failure={failureOf(pollQuery)}
          {...form.field('poll_id')}
        />
        <DateField label={t.start} {...form.control('fecha')} />
        <TimeField label={t.startTime} {...form.control('hora')} />
        <DateField label={t.end} {...form.control('fecha_final')} />
        <TimeField label={t.endTime} {...form.control('hora_final')} />
        <TextField label={t.url} type="url" maxLength={2000} placeholder="https://" {...form.field('url')} />
        <FileField
          label={t.routeFile}
          hint={t.routeFileHint}
          accept=".kml,.kmz"
          error={fileErrors.kml_file}
          file={route.source === 'file' ? route.file : null}
          onChange={chooseRouteFile}
        />
      </div>
      <p className="field-hint">{route.source === 'file' ? t.routeFromFile : t.routeHint}</p>
      <Loaded fallback={<div className="route-map" />}>
        <RouteEditor key={drawingKey} initial={initialLine} onChange={onDrawn} />
      </Loaded>
      {fileErrors.route && (
        <p className="field-error" role="alert">
          {fileErrors.route}
        </p>
      )}
    </FormModal>
  );
}
