import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  DEFAULT_PERIODS,
  fillPeriods,
  firstNoticeText,
  noticeSections,
  SUPPORT_EMAIL,
  secondNoticeText,
} from './privacy-notice.ts';

describe('the privacy notice as the product keeps it', () => {
  it('reads version 1 back as the page it replaced: the intro and its ten titled sections, the mailbox named', () => {
    const page = messages.pages.privacy;
    const read = noticeSections(firstNoticeText());
    expect(read.intro).toEqual([page.intro]);
    expect(read.sections.map((s) => s.title)).toEqual(page.sections.map((s) => s.title));
    expect(read.sections.every((s) => s.paragraphs.length === 1)).toBe(true);
    expect(read.sections.find((s) => s.title === 'Contacto')?.paragraphs[0]).toContain(SUPPORT_EMAIL);
    expect(firstNoticeText()).not.toContain('{email}');
  });
});

describe('version 2 of the privacy notice', () => {
  it("is version 1 with its «Conservación» stating the retention periods, filled with Configuración's when shown", () => {
    const stored = secondNoticeText();
    expect(stored).toContain('{alert_months}');
    const shown = fillPeriods(stored, DEFAULT_PERIODS);
    expect(shown).not.toMatch(/\{\w+\}/);
    expect(shown).toContain('pasados 12 meses, la ubicación exacta de cada alerta');
    expect(shown).toContain('las posiciones de las autoridades se eliminan a los 30 días');
    expect(shown).toContain(
      'no registra actividad durante 24 meses, le avisaremos por correo y, si no entra en los 30 días',
    );
    const read = noticeSections(shown);
    expect(read.sections.map((s) => s.title)).toEqual(noticeSections(firstNoticeText()).sections.map((s) => s.title));
    expect(fillPeriods(firstNoticeText(), DEFAULT_PERIODS)).toBe(firstNoticeText());
  });
});
