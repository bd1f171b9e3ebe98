import type { ComplaintStatus } from '@ppd/domain';
import type { MediaMetadata } from '../tables/records.ts';
import type { Catalogs } from './catalogs.ts';
import { HOUR, hoursAgo, type SeedContext } from './context.ts';
import { CDMX_BOX, pointIn } from './geo.ts';
import { demoFile, type EvidenceKind, mediaPathOf } from './media.ts';
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
const EVIDENCE: (EvidenceKind | null)[] = ['image', 'video', 'audio', null];

/** What the upload would have read from the file (shared/media/metadata.ts): capture dates, and a photo's size. */
function metadata(file: ReturnType<typeof demoFile>, taken: Date): MediaMetadata | null {
  const iso = taken.toISOString();
  if (file.fileType === 'image/jpeg') {
    return { createDate: iso, modifyDate: iso, imageWidth: file.width, imageHeight: file.height };
  }
  if (file.fileType === 'video/mp4') return { mediaCreateDate: iso, mediaModifyDate: iso };
  return null;
}

export async function seedComplaints(ctx: SeedContext, catalogs: Catalogs, people: People): Promise<void> {
  const { db, rng } = ctx;
  for (let i = 0; i < STATUSES.length * PER_STATUS; i++) {
    const status = STATUSES[i % STATUSES.length]!;
    const date = hoursAgo(ctx, 3 + i * 19 + rng.float(0, 4));
    const kind = EVIDENCE[i % EVIDENCE.length]!;
    const file = kind ? demoFile(kind, i) : null;
    // One piece of evidence was recorded days before the report: the screen warns that the dates differ.
    const taken = new Date(date.getTime() - (i === 4 ? 72 : 0.25) * HOUR);
    const located = i % 5 !== 2;
    const [lon, lat] = located ? pointIn(rng, CDMX_BOX, 0.002) : [null, null];
    const media = file ? metadata(file, taken) : null;
    const { id } = await db
      .insertInto('complaints')
      .values({
        category_id: catalogs.complaintCategories[i % catalogs.complaintCategories.length]!.id,
        visitor_id: people.visitors[(i * 3) % people.visitors.length]!.id,
        text: TEXTS[i % TEXTS.length]!,
        status,
        date,
        file_type: file?.fileType ?? null,
        media_metadata: media ? JSON.stringify(media) : null,
        lat,
        lon,
        reply: REPLIES[status],
        updated_at: status === 'no atendida' ? date : new Date(date.getTime() + 5 * HOUR),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!file) continue;
    // Where the API keeps a complaint's evidence: under its id.
    const key = `complaints/${id}/demo-${i + 1}.${file.ext}`;
    await db
      .updateTable('complaints')
      .set({ url: mediaPathOf(key) })
      .where('id', '=', id)
      .execute();
    ctx.files.push({ fixture: file.fixture, key });
  }
}
