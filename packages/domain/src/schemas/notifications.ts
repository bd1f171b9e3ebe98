import { z } from 'zod';
import { id, integer } from './fields.ts';

/** Texts of the app's inbox API. */
export const notificationMessages = {
  notFound: 'No se encontró la notificación',
  limitInvalid: 'Indique cuántas notificaciones mostrar (de 1 a 100).',
} as const;

/** Inbox rows a page holds unless the app asks for another number (at most INBOX_PAGE_MAX). */
export const INBOX_PAGE_DEFAULT = 20;
export const INBOX_PAGE_MAX = 100;

/** GET /api/app/notifications: the page of rows older than `before` (an id from the previous page), newest first. */
export const notificationsQuery = z.object({
  before: id().optional(),
  limit: integer(notificationMessages.limitInvalid, 1, INBOX_PAGE_MAX).default(INBOX_PAGE_DEFAULT),
});
/** The inbox's POSTs take no input: no body at all, or an empty JSON body (`{}` or nothing under application/json). */
export const noBody = z.object({}).nullish();

export const notificationViewSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** ISO instant. */
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

/** `unread` counts the caller's whole inbox; `next_before` is the `before` of the next page, null on the last. */
export const notificationPage = z.object({
  notifications: z.array(notificationViewSchema),
  unread: z.number(),
  next_before: z.number().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationReadReply = z.object({ notification: notificationViewSchema, unread: z.number() });
export type NotificationReadReply = z.infer<typeof notificationReadReply>;

/** `marked`: the rows this call marked (0 when all were read already). */
export const notificationsReadAllReply = z.object({ marked: z.number(), unread: z.number() });
export type NotificationsReadAllReply = z.infer<typeof notificationsReadAllReply>;
