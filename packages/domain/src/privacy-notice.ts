import { messages } from './messages.ts';

/** The mailbox the privacy notice and the support page name. */
export const SUPPORT_EMAIL = 'soporte@monitoreo-ppd.mx';

/** A privacy notice read back from its stored text: the intro, then its titled sections (shown numbered). */
export interface NoticeSections {
  intro: string[];
  sections: { title: string; paragraphs: string[] }[];
}

const fillEmail = (text: string) => text.replaceAll('{email}', SUPPORT_EMAIL);

/**
 * Version 1 of the privacy notice as the product keeps it (`privacy_notices`): the static page's text of
 * 26 May 2025, as plain Spanish with `## ` before each section's title.
 */
export function firstNoticeText(): string {
  const t = messages.pages.privacy;
  const sections = t.sections.map((s) => `## ${s.title}\n\n${fillEmail(s.body)}`);
  return [t.intro, ...sections].join('\n\n');
}

/** Configuración's retention periods, as a notice states them (`{alert_months}`… in its text). */
export interface RetentionPeriods {
  alert_months: number;
  position_days: number;
  account_months: number;
  notice_days: number;
}

/** The defaults the notice states and the settings start with (issue 38 §4). */
export const DEFAULT_PERIODS: RetentionPeriods = {
  alert_months: 12,
  position_days: 30,
  account_months: 24,
  notice_days: 30,
};

const RETENTION_SECTION = 'Conservación';
const RETENTION_BODY =
  'Conservamos sus datos mientras su cuenta esté activa, con estos plazos: pasados {alert_months} meses, la ubicación exacta de cada alerta se reduce a una zona de cerca de un kilómetro y el texto de su chat se elimina; las posiciones de las autoridades se eliminan a los {position_days} días; si su cuenta no registra actividad durante {account_months} meses, le avisaremos por correo y, si no entra en los {notice_days} días siguientes, la cancelaremos. Al cancelar una cuenta, por este plazo o a su solicitud, eliminamos sus datos personales y sus archivos multimedia, y sus reportes quedan solo como registros anónimos para las estadísticas.';

/**
 * Version 2 (issue 38 §4): version 1 with the retention periods in its «Conservación», as placeholders that
 * `fillPeriods` replaces with Configuración's current ones when the notice is shown.
 */
export function secondNoticeText(): string {
  const text = firstNoticeText();
  const old = messages.pages.privacy.sections.find((s) => s.title === RETENTION_SECTION)!.body;
  return text.replace(old, RETENTION_BODY);
}

/** A stored notice with the current periods in place of its `{alert_months}`… (a text without them is unchanged). */
export const fillPeriods = (text: string, periods: RetentionPeriods) =>
  text.replace(/\{(alert_months|position_days|account_months|notice_days)\}/g, (_, key: keyof RetentionPeriods) =>
    String(periods[key]),
  );

/** Configuración › Aviso de privacidad: administrators publish a new version. */
export const noticePanelTexts = {
  title: 'Aviso de privacidad',
  versions: 'Versiones publicadas',
  version: (version: number, day: string) => `Versión ${version}, vigente desde el ${day}`,
  textLabel: 'Texto de la nueva versión',
  textHelp:
    'Cada sección empieza con «## » y su título. {alert_months}, {position_days}, {account_months} y {notice_days} muestran los plazos vigentes de Retención de datos.',
  dayLabel: 'Rige desde',
  publish: (version: number) => `Publicar la versión ${version}`,
  published: (version: number) => `Versión ${version} publicada: las apps pedirán aceptarla`,
} as const;

/** Splits a stored notice into its intro and sections: a line starting `## ` opens a section. */
export function noticeSections(text: string): NoticeSections {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  const read: NoticeSections = { intro: [], sections: [] };
  for (const block of blocks) {
    if (block.startsWith('## ')) read.sections.push({ title: block.slice(3).trim(), paragraphs: [] });
    else (read.sections.at(-1)?.paragraphs ?? read.intro).push(block);
  }
  return read;
}
