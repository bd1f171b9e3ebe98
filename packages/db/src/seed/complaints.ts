import type { ComplaintStatus } from '@ppd/domain';
import type { MediaMetadata } from '../tables/records.ts';
import type { Catalogs } from './catalogs.ts';
import { HOUR, hoursAgo, type SeedContext } from './context.ts';
import { CDMX_BOX, pointIn } from './geo.ts';
import type { People } from './people.ts';

const STATUSES: ComplaintStatus[] = ['no atendida', 'en proceso', 'atendida'];
const PER_STATUS = 4;

const TEXTS = [
  'Hay una coladera sin tapa en la banqueta.',
  'Tiraron escombro junto al árbol de la esquina.',
  'El semáforo peatonal no funciona.',
  'Un cable de luz cuelga muy bajo.',
  'Los juegos infantiles están rotos.',
  'El baño público no tiene agua.',
  'Asaltaron a una persona en el paradero.',
];

const REPLIES: Record<ComplaintStatus, string | null> = {
  'no atendida': null,
  'en proceso': 'Se turnó al área responsable; le avisaremos cuando quede atendida.',
  atendida: 'La cuadrilla atendió el reporte. Gracias por avisarnos.',
};

/** Evidence kinds in turn: image, video, audio, none. */
const FILES = [
  { file_type: 'image/jpeg', ext: 'jpg' },
  { file_type: 'video/mp4', ext: 'mp4' },
  { file_type: 'audio/mpeg', ext: 'mp3' },
  null,
] as const;

function metadata(fileType: string, taken: Date): MediaMetadata | null {
  const iso = taken.toISOString();
  if (fileType === 'image/jpeg') return { createDate: iso, modifyDate: iso, imageWidth: 1600, imageHeight: 1200 };
  if (fileType === 'video/mp4')
    return { mediaCreateDate: iso, mediaModifyDate: iso, imageWidth: 1280, imageHeight: 720 };
  return null;
}

export async function seedComplaints(ctx: SeedContext, catalogs: Catalogs, people: People): Promise<void> {
  const { db, rng } = ctx;
  for (let i = 0; i < STATUSES.length * PER_STATUS; i++) {
    const status = STATUSES[i % STATUSES.length]!;
    const date = hoursAgo(ctx, 3 + i * 19 + rng.float(0, 4));
    const file = FILES[i % FILES.length]!;
    // One piece of evidence was recorded days before the report: the screen warns that the dates differ.
    const taken = new Date(date.getTime() - (i === 4 ? 72 : 0.25) * HOUR);
    const located = i % 5 !== 2;
    const [lon, lat] = located ? pointIn(rng, CDMX_BOX, 0.002) : [null, null];
    const media = file ? metadata(file.file_type, taken) : null;
    await db
      .insertInto('complaints')
      .values({
        category_id: catalogs.complaintCategories[i % catalogs.complaintCategories.length]!.id,
        visitor_id: people.visitors[(i * 3) % people.visitors.length]!.id,
        text: TEXTS[i % TEXTS.length]!,
        status,
        date,
        url: file ? `/uploads/complaints/demo-${i + 1}.${file.ext}` : null,
        file_type: file?.file_type ?? null,
        media_metadata: media ? JSON.stringify(media) : null,
        lat,
        lon,
        reply: REPLIES[status],
        updated_at: status === 'no atendida' ? date : new Date(date.getTime() + 5 * HOUR),
      })
      .execute();
  }
}
