import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileField } from './FileField.tsx';
import { TextField } from './fields.tsx';

/** The texts a screen reader reads for the control's `aria-describedby`: each id's element in the markup, or null. */
const describedTexts = (html: string) => {
  const ids = /<input[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  return ids.map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null);
};

describe('a field', () => {
  it('is described by its hint, and by its error alone once the error replaces the hint on screen', () => {
    const hint = 'Como aparece en su identificación';
    expect(describedTexts(renderToStaticMarkup(<TextField id="n" label="Nombre" hint={hint} />))).toEqual([hint]);
    const invalid = <TextField id="n" label="Nombre" hint={hint} error="El nombre es obligatorio" />;
    expect(describedTexts(renderToStaticMarkup(invalid))).toEqual(['El nombre es obligatorio']);
    const file = (
      <FileField id="f" label="Foto" hint="JPG o PNG" error="Archivo no válido" file={null} onChange={() => {}} />
    );
    expect(describedTexts(renderToStaticMarkup(file))).toEqual(['Archivo no válido']);
  });
});
