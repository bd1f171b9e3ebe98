import { messages } from '@ppd/domain';

const FILES = [
  '01-laboratorio-nacional-de-geointeligencia',
  '02-programa-de-pequenas-donaciones',
  '03-centro-de-investigacion-geoespacial',
  '04-gobierno-del-estado',
  '05-gobierno-municipal',
  '06-red-de-organizaciones-comunitarias',
  '07-universidad-aliada',
] as const;

/** The seven partner logos (placeholder artwork in public/logos until the official marks arrive). */
export function PartnerLogos({ className }: { className?: string }) {
  return (
    <ul className={['partner-logos', className].filter(Boolean).join(' ')} aria-label={messages.shell.partners}>
      {FILES.map((file, index) => (
        <li key={file}>
          <img src={`/logos/${file}.svg`} alt={messages.shell.partnerNames[index]} />
        </li>
      ))}
    </ul>
  );
}
