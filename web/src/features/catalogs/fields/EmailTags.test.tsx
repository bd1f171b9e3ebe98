import { configTexts } from '@ppd/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailTags } from './EmailTags.tsx';

const describedTexts = (html: string) => {
  const ids = /aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  return ids.map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]);
};

describe('the e-mail tags field', () => {
  it('describes its input with the error, when there is one, and the hint: a screen reader hears the refusal', () => {
    const html = renderToStaticMarkup(
      <EmailTags label="Correos" value="a@b.mx" onChange={() => {}} error="Correo no válido: x@" />,
    );
    expect(describedTexts(html)).toEqual(['Correo no válido: x@', configTexts.emailsHint]);
  });
});
