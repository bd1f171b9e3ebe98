import {
  type ActivityCreated,
  type ActivityView,
  activityBody,
  drawnRouteProblem,
  IMAGE_TYPES,
  imageProblem,
} from '@ppd/domain';
import type { UseQueryResult } from '@tanstack/react-query';
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
import {
  type ActivityFiles,
  activityFormData,
  emptyActivity,
  isRouteFile,
  type RouteInput,
  valuesOf,
} from './activityForm.ts';
import { activityTexts as t } from './texts.ts';

const RouteEditor = lazy(async () => ({ default: (await import('./RouteEditor.tsx')).RouteEditor }));

type FileErrors = Partial<Record<'image' | 'image2' | 'kml_file' | 'route', string>>;
const FILE_FIELDS = ['image', 'image2', 'kml_file', 'route'];
/** The event's two pictures, with their fields' labels. */
const PICTURES = [
  ['image', t.image],
  ['image2', t.image2],
] as const satisfies readonly (readonly [keyof ActivityFiles, string])[];

/** A picker's options, one per row its query read, and the query's failure (said at the picker, with Reintentar). */
function choices<R extends { id: number }>(query: UseQueryResult<R[]>, label: (row: R) => string) {
  return {
    options: (query.data ?? []).map((row) => ({ value: String(row.id), label: label(row) })),
    failure: failureOf(query),
  };
}

/** The problems the schema cannot see: pictures' types and sizes, the route file's type, a route's points. */
function fileProblems(files: ActivityFiles, route: RouteInput): FileErrors {
  const errors: FileErrors = {};
  for (const [slot] of PICTURES) {
    const file = files[slot];
    if (file) errors[slot] = imageProblem(file);
  }
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
  const save = useSaveActivity();
  const [files, setFiles] = useState<ActivityFiles>({ image: null, image2: null });
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
        {PICTURES.map(([slot, label]) => (
          <FileField
            key={slot}
            label={label}
            hint={t.imageHint}
            accept={IMAGE_TYPES.join(',')}
            error={fileErrors[slot]}
            file={files[slot]}
            onChange={(f) => setFiles((s) => ({ ...s, [slot]: f }))}
          />
        ))}
        <TextField label={t.name} maxLength={200} {...form.field('nombre')} />
        <Select
          label={t.category}
          placeholder
          {...choices(categoryQuery, (c) => c.name)}
          {...form.field('category_id')}
        />
        <TextArea label={t.description} rows={3} maxLength={5000} className="span-2" {...form.field('descripcion')} />
        <Select label={t.place} placeholder {...choices(placeQuery, (p) => p.nombre)} {...form.field('lugar_id')} />
        <Select
          label={t.poll}
          placeholder={t.noPoll}
          {...choices(pollQuery, (p) => p.nombre)}
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
