import type { AppClient } from '@ppd/client';

/** Where the tests' alerts are raised unless they say otherwise: a spot in Mexico City inside the board's map. */
const IN_THE_CITY = { lat: 19.41, lon: -99.2 };

/** The visitor raises an alert of the first type, saying `comentario`, at `at` (the city spot by default). */
export async function raiseAlert(visitor: AppClient, comentario: string, at = IN_THE_CITY) {
  const [type] = await visitor.alertTypes();
  return visitor.raiseAlert({ alert_type_id: type!.id, ...at, comentario });
}
