import type { Open311Format } from '@ppd/domain';
import { XMLBuilder } from 'fast-xml-parser';
import type { FastifyReply } from 'fastify';

/** The standard's XML documents: a root element, and the element each item of a list is written as. */
export interface XmlShape {
  root: string;
  item?: string;
}

export const SHAPES = {
  services: { root: 'services', item: 'service' },
  definition: { root: 'service_definition' },
  requests: { root: 'service_requests', item: 'request' },
  errors: { root: 'errors', item: 'error' },
} as const satisfies Record<string, XmlShape>;

/** The standard's content type for XML: text/xml in UTF-8, with the declaration saying so. */
export const XML_TYPE = 'text/xml; charset=utf-8';
const DECLARATION = { '@_version': '1.0', '@_encoding': 'UTF-8' };
// Empty values stay elements (`<account_id/>`), as in the standard's examples; text is escaped by the builder.
const builder = new XMLBuilder({ format: true, ignoreAttributes: false, suppressEmptyNode: true });

export function xmlOf(shape: XmlShape, data: unknown): string {
  const body = shape.item ? { [shape.item]: data } : data;
  return builder.build({ '?xml': DECLARATION, [shape.root]: body });
}

/**
 * The answer in the format the path asked for: JSON as the contract writes it, or the same data as XML (`asXml` when
 * XML nests it otherwise).
 */
export function answer<T>(
  reply: FastifyReply,
  format: Open311Format,
  shape: XmlShape,
  data: T,
  asXml: unknown = data,
): T | FastifyReply {
  if (format === 'json') return data;
  return reply.type(XML_TYPE).send(xmlOf(shape, asXml));
}

/** The format a request asked for by its path, read before (or without) its parameters parsing. */
export const formatOfUrl = (url: string): Open311Format => (/\.xml(\?|$)/.test(url) ? 'xml' : 'json');
