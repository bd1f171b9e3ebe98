import { DEFAULT_INFLUENCE_RADIUS_KM, messages } from '@ppd/domain';
import { useState } from 'react';
import { Button, FormFooter, Modal, TextField } from '../ui/index.ts';
import { type Drawing, toInfluenceZone } from './zones.ts';

const texts = messages.geo.mapScreen;

/** After a marker: 'Marcador Común' or 'Zona de Influencia'. Closing keeps a common marker. */
export function MarkerKindDialog({ onCommon, onZone }: { onCommon: () => void; onZone: () => void }) {
  return (
    <Modal open title={texts.markerKindTitle} onClose={onCommon} size="sm">
      <div className="marker-kind">
        <Button variant="secondary" onClick={onCommon}>
          {texts.commonMarker}
        </Button>
        <Button onClick={onZone}>{texts.influenceZone}</Button>
      </div>
    </Modal>
  );
}

/** The radius is free text read as km (spec §5: no bound checked); what is not a number keeps the default. */
export function parseRadiusKm(text: string): number {
  const value = Number.parseFloat(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_INFLUENCE_RADIUS_KM;
}

/** Asks the influence zone's radius in km (default 2); Guardar / Cerrar. */
export function RadiusDialog({ onSave, onClose }: { onSave: (km: number) => void; onClose: () => void }) {
  const [text, setText] = useState(String(DEFAULT_INFLUENCE_RADIUS_KM));
  return (
    <Modal
      open
      title={texts.radiusTitle}
      onClose={onClose}
      size="sm"
      footer={
        <FormFooter
          formId="radius-form"
          onClose={onClose}
          closeLabel={messages.generic.close}
          submitLabel={messages.ui.save}
        />
      }
    >
      <form
        id="radius-form"
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(parseRadiusKm(text));
        }}
      >
        <TextField
          label={texts.radiusLabel}
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </form>
    </Modal>
  );
}

interface Drawn {
  drawing: Drawing;
  setDrawing: (drawing: Drawing) => void;
}

/**
 * What follows a drawn marker (on /mapa and while editing a record): 'Marcador Común' keeps it; 'Zona de
 * Influencia' asks the radius and turns it into an influence zone.
 */
function MarkerZoneDialogs({ markerId, draw, onDone }: { markerId: string | number; draw: Drawn; onDone: () => void }) {
  const [askRadius, setAskRadius] = useState(false);
  if (!askRadius) return <MarkerKindDialog onCommon={onDone} onZone={() => setAskRadius(true)} />;
  return (
    <RadiusDialog
      onClose={onDone}
      onSave={(km) => {
        draw.setDrawing(toInfluenceZone(draw.drawing, markerId, km));
        onDone();
      }}
    />
  );
}

/** Pass `onMarkerAdded` to useDrawing and render `dialogs(draw)`: the marker's kind is asked after each marker. */
export function useMarkerZone() {
  const [markerId, setMarkerId] = useState<string | number | null>(null);
  const dialogs = (draw: Drawn) =>
    markerId == null ? null : (
      <MarkerZoneDialogs key={markerId} markerId={markerId} draw={draw} onDone={() => setMarkerId(null)} />
    );
  return { onMarkerAdded: setMarkerId, dialogs };
}
