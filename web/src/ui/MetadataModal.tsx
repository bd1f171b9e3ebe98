import { messages } from '@ppd/domain';
import { Modal } from './Modal.tsx';
import { forMediaKind, type MetadataDateFormat, metadataRows } from './media.tsx';

const texts = messages.geo.records;

/**
 * Two-column Etiqueta/Valor table of the media metadata, or the message that it is unavailable; `formatDate` for a
 * screen whose capture dates read otherwise than in Mexico City time (a complaint's video).
 */
export function MetadataModal({
  fileType,
  metadata,
  formatDate,
  onClose,
}: {
  fileType: string | null;
  metadata: Record<string, unknown> | null;
  formatDate?: MetadataDateFormat;
  onClose: () => void;
}) {
  const rows = metadataRows(fileType, metadata, formatDate);
  return (
    <Modal open title={texts.metadataTitle} onClose={onClose} size="sm">
      {rows ? (
        <table className="metadata-table">
          <thead>
            <tr>
              <th scope="col">{texts.label}</th>
              <th scope="col">{texts.value}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{forMediaKind(fileType, texts.metadataUnavailable)}</p>
      )}
    </Modal>
  );
}
