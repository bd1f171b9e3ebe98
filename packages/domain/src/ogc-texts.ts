/** The texts of the OGC API – Features service (/ogc): what a GIS client shows of it, and its refusals. */
export const ogcTexts = {
  title: 'Monitoreo Comunitario PPD: registros públicos',
  description:
    'Los registros públicos del mapa (levantamientos) como OGC API – Features (Parte 1: Core), en GeoJSON. ' +
    'Los registros privados nunca aparecen.',
  allTitle: 'Registros',
  allDescription: 'Todos los registros públicos, de todos los tipos que muestra el explorador.',
  typeDescription: (type: string) => `Los registros públicos del tipo ${type}.`,
  links: {
    self: 'Este documento',
    serviceDesc: 'La definición de la API (OpenAPI 3.0)',
    conformance: 'Las clases de conformidad que cumple',
    data: 'Las colecciones',
    items: 'Los registros de la colección',
    collection: 'La colección',
    next: 'Página siguiente',
    prev: 'Página anterior',
  },
  api: 'La definición OpenAPI 3.0 de /ogc.',
  refusals: {
    limit: 'limit debe ser un entero entre 1 y 10000',
    bbox: 'bbox debe ser cuatro (o seis) números separados por comas: lon mínima, lat mínima, lon máxima, lat máxima',
    datetime:
      'datetime debe ser una fecha RFC 3339 (2025-05-20 o 2025-05-20T16:15:00Z) o un intervalo con "/" y ".." ' +
      'para un extremo abierto',
    cursor: 'after y before son el registro donde sigue la página: un id entero positivo, uno solo de los dos',
    format: 'Solo se ofrece JSON (f=json); no hay versión HTML',
    collection: 'La colección no existe',
    feature: 'El registro no existe o no es público',
  },
} as const;
