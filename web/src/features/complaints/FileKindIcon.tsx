import { complaintTexts } from '@ppd/domain';
import { Icon, mediaKind } from '../../ui/index.ts';

/** The list's icon by the evidence's file type (image, video, audio, or none), with its name for screen readers. */
export function FileKindIcon({ fileType }: { fileType: string | null }) {
  const kind = mediaKind(fileType);
  return (
    <span className="complaint-kind" title={complaintTexts.fileKinds[kind ?? 'none']}>
      <Icon name={kind ?? 'file'} />
      <span className="visually-hidden">{complaintTexts.fileKinds[kind ?? 'none']}</span>
    </span>
  );
}
