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

/**
 * The seven partners' logotypes (public/logos: a round emblem with the initials and the name, one family for all,
 * text drawn as outlines so it reads the same in every browser), or their emblems alone (public/logos/marks) where
 * room is short, as in the top bar, the name on hover. Each image is named by the partner's name.
 */
export function PartnerLogos({ className, variant = 'full' }: { className?: string; variant?: 'full' | 'marks' }) {
  const folder = variant === 'marks' ? '/logos/marks' : '/logos';
  return (
    <ul
      className={['partner-logos', variant === 'marks' && 'partner-marks', className].filter(Boolean).join(' ')}
      aria-label={messages.shell.partners}
    >
      {FILES.map((file, index) => (
        <li key={file}>
          <img
            src={`${folder}/${file}.svg`}
            alt={messages.shell.partnerNames[index]}
            title={variant === 'marks' ? messages.shell.partnerNames[index] : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
