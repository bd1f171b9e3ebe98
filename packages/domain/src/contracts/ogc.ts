import { z } from 'zod';
import { defineRoutes } from '../contract.ts';
import {
  ogcCollection,
  ogcCollectionParams,
  ogcCollections,
  ogcConformance,
  ogcFeature,
  ogcFeatureCollection,
  ogcFeatureParams,
  ogcItemsQuery,
  ogcLanding,
  ogcQuery,
} from '../schemas/ogc.ts';

const publicOnly = 'Solo registros públicos: un registro privado nunca aparece, con o sin token.';

/**
 * OGC API – Features, Part 1: Core (https://docs.ogc.org/is/17-069r4/17-069r4.html) over the public records, for
 * GIS clients (QGIS, ArcGIS, GDAL's OAPIF driver). JSON only: `f=html` is refused (400).
 */
export const ogcRoutes = defineRoutes('OGC API – Features', {
  landing: {
    method: 'GET',
    path: '/ogc',
    access: 'public',
    summary: 'Página de inicio: enlaces a la definición, la conformidad y las colecciones',
    description:
      'Todo /ogc responde solo JSON (GeoJSON para los registros): f=html, o cualquier otro formato, responde 400.',
    query: ogcQuery,
    responses: { 200: ogcLanding },
  },
  conformance: {
    method: 'GET',
    path: '/ogc/conformance',
    access: 'public',
    summary: 'Las clases de conformidad que cumple (core, geojson, oas30)',
    query: ogcQuery,
    responses: { 200: ogcConformance },
  },
  api: {
    method: 'GET',
    path: '/ogc/api',
    access: 'public',
    summary: 'La definición OpenAPI 3.0 de /ogc',
    query: ogcQuery,
    responses: { 200: z.record(z.string(), z.unknown()) },
  },
  collections: {
    method: 'GET',
    path: '/ogc/collections',
    access: 'public',
    summary: 'Las colecciones: una por tipo de registro y "registros" con todos',
    query: ogcQuery,
    responses: { 200: ogcCollections },
  },
  collection: {
    method: 'GET',
    path: '/ogc/collections/:collection',
    access: 'public',
    summary: 'Una colección: su extensión en el espacio y en el tiempo',
    params: ogcCollectionParams,
    query: ogcQuery,
    responses: { 200: ogcCollection },
  },
  items: {
    method: 'GET',
    path: '/ogc/collections/:collection/items',
    access: 'public',
    summary: 'Los registros de una colección en GeoJSON, por páginas (bbox, datetime, limit)',
    description: `${publicOnly} Las páginas siguen por id (enlaces next y prev), no por desplazamiento.`,
    params: ogcCollectionParams,
    query: ogcItemsQuery,
    responses: { 200: ogcFeatureCollection },
  },
  item: {
    method: 'GET',
    path: '/ogc/collections/:collection/items/:featureId',
    access: 'public',
    summary: 'Un registro de la colección en GeoJSON',
    description: `${publicOnly} Un registro privado, de otra colección o inexistente responde 404.`,
    params: ogcFeatureParams,
    query: ogcQuery,
    responses: { 200: ogcFeature },
  },
});
