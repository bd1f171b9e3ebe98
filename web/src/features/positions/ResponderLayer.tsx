import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { positionTexts, RESPONDER_COLORS, type ResponderView, responderState, timeSince } from '@ppd/domain';
import { hexToRgba } from '../../map/colors.ts';

const ageOf = (r: ResponderView, now: number) => timeSince(r.fixed_at, new Date(now).toISOString(), '');
const STATE_WORDS = { free: positionTexts.free, busy: positionTexts.busy, stale: positionTexts.stale } as const;

/** The active authorities as dots coloured by state (dark-outlined, unlike the alerts); a stale one with its age. */
export function responderLayers(responders: readonly ResponderView[], now: number): Layer[] {
  const stale = responders.filter((r) => responderState(r, now) === 'stale');
  return [
    new ScatterplotLayer<ResponderView>({
      id: 'responders',
      data: responders,
      getPosition: (r) => [r.lon, r.lat],
      getFillColor: (r) => hexToRgba(RESPONDER_COLORS[responderState(r, now)]),
      getLineColor: [33, 33, 33, 255],
      getRadius: 6,
      getLineWidth: 2,
      stroked: true,
      radiusUnits: 'pixels',
      lineWidthUnits: 'pixels',
      updateTriggers: { getFillColor: now },
    }),
    new TextLayer<ResponderView>({
      id: 'responder-ages',
      data: stale,
      getPosition: (r) => [r.lon, r.lat],
      getText: (r) => ageOf(r, now),
      getSize: 11,
      getColor: [97, 97, 97, 255],
      getPixelOffset: [0, -14],
      characterSet: 'auto',
    }),
  ];
}

/**
 * The same authorities in words, for screen readers (a canvas says nothing): name, state and, when stale, the age of
 * the fix; each item carries its position and state (`data-*`), which the browser tests read.
 */
export function ResponderLegend({ responders, now }: { responders: readonly ResponderView[]; now: number }) {
  return (
    <ul className="visually-hidden" aria-label={positionTexts.mapLayer}>
      {responders.map((r) => {
        const state = responderState(r, now);
        return (
          <li key={r.id} data-responder-id={r.id} data-lat={r.lat} data-lon={r.lon} data-state={state}>
            {r.name} {r.last_name}: {STATE_WORDS[state]}, {ageOf(r, now)}
          </li>
        );
      })}
    </ul>
  );
}
