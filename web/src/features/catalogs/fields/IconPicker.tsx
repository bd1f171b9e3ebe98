import { configTexts, mainCategoryRoutes } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { failureOf } from '../../../lib/queryClient.ts';
import { FailureNotice, FileField } from '../../../ui/index.ts';

/** A catalogue icon; a broken or missing image shows a neutral placeholder (spec part 2 §8). */
export function IconImage({ url, alt, size = 28 }: { url: string | null | undefined; alt: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return <span role="img" aria-label={alt} className="icon-placeholder" style={{ width: size, height: size }} />;
  }
  return (
    <img src={url} alt={alt} width={size} height={size} className="catalog-icon" onError={() => setBroken(true)} />
  );
}

/**
 * Picks an icon of the library (getIcons) or a new file (PNG or JPEG, at most 250 px a side, checked by the
 * server). Choosing a file names it in the form, so the form's "icon required" rule is met.
 */
export function IconPicker({
  label,
  value,
  error,
  file,
  onPick,
  onFile,
}: {
  label: string;
  value: string;
  error: string | undefined;
  file: File | null;
  onPick: (name: string) => void;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  const icons = useQuery({
    queryKey: ['catalog', 'icons'],
    queryFn: () => api.call(mainCategoryRoutes.icons, {}),
  });
  return (
    <fieldset className={['field', 'icon-picker', error && 'field-invalid'].filter(Boolean).join(' ')}>
      <legend className="field-label">{label}</legend>
      <FailureNotice failure={failureOf(icons)} options />
      <div className="icon-grid">
        {(icons.data?.icons ?? []).map((icon) => (
          <label key={icon.name} className="icon-choice" title={icon.name}>
            <input
              type="radio"
              className="visually-hidden"
              name={`${id}-library`}
              value={icon.name}
              checked={!file && value === icon.name}
              onChange={() => {
                onFile(null);
                onPick(icon.name);
              }}
            />
            <IconImage url={icon.url} alt={icon.name} />
          </label>
        ))}
      </div>
      <FileField
        label={configTexts.uploadIcon}
        accept="image/png,image/jpeg"
        file={file}
        error={error}
        onChange={onFile}
      />
    </fieldset>
  );
}
