import { defineRoutes, fileReply, STAFF, VISITOR } from '../contract.ts';
import { dataRetention, retentionPreview } from '../retention.ts';
import {
  cancelAccountBody,
  consentBody,
  consentReply,
  noticeVersions,
  privacyNotice,
  publishNoticeBody,
  sendPreferences,
} from '../schemas/privacy.ts';
import { okReply } from '../schemas/session.ts';

/** The privacy notice and a visitor's ARCO rights in the app: consent, access, cancellation and opposition. */
export const privacyRoutes = defineRoutes('Privacidad', {
  notice: {
    method: 'GET',
    path: '/api/privacy/notice',
    access: 'public',
    summary: 'El aviso de privacidad vigente: versión, texto y fecha de publicación',
    responses: { 200: privacyNotice },
  },
  noticeVersions: {
    method: 'GET',
    path: '/api/privacy/notices',
    access: 'admin',
    summary: 'Todas las versiones del aviso de privacidad, la más reciente primero, con su texto guardado',
    responses: { 200: noticeVersions },
  },
  publishNotice: {
    method: 'POST',
    path: '/api/privacy/notices',
    access: 'admin',
    summary: 'Publicar una versión nueva del aviso de privacidad (texto y día en que rige)',
    description:
      'Desde ese día las apps piden aceptarla: las llamadas que recaban datos responden 428 PrivacyConsentRequired hasta que el visitante la acepta. En el texto, {alert_months}, {position_days}, {account_months} y {notice_days} muestran los plazos vigentes de Retención de datos.',
    body: publishNoticeBody,
    responses: { 201: privacyNotice },
  },
  consent: {
    method: 'POST',
    path: '/api/app/me/consent',
    access: VISITOR,
    summary: 'Aceptar la versión vigente del aviso de privacidad',
    description:
      'Cuando se publica una versión nueva, las llamadas que recaban datos (alerta, denuncia, encuesta, comentario) responden 428 PrivacyConsentRequired con la versión vigente hasta que se acepta aquí.',
    body: consentBody,
    responses: { 200: consentReply },
  },
  myData: {
    method: 'GET',
    path: '/api/app/me/data',
    access: VISITOR,
    summary: 'Derecho de acceso: un ZIP con todos los datos de la cuenta (JSON) y sus archivos',
    responses: {
      200: fileReply(
        'application/zip',
        'ZIP: perfil, alertas con chats, denuncias, respuestas, comentarios, notificaciones, consentimientos y archivos',
      ),
    },
  },
  cancel: {
    method: 'DELETE',
    path: '/api/app/me',
    access: VISITOR,
    summary: 'Derecho de cancelación: elimina la cuenta con su contraseña; sus reportes quedan anónimos',
    body: cancelAccountBody,
    responses: { 200: okReply },
  },
  preferences: {
    method: 'GET',
    path: '/api/app/me/preferences',
    access: VISITOR,
    summary: 'Si los envíos de encuestas y de eventos le llegan',
    responses: { 200: sendPreferences },
  },
  setPreferences: {
    method: 'PUT',
    path: '/api/app/me/preferences',
    access: VISITOR,
    summary: 'Derecho de oposición: recibir o no encuestas y eventos',
    body: sendPreferences,
    responses: { 200: sendPreferences },
  },
  retention: {
    method: 'GET',
    path: '/api/settings/retention',
    access: STAFF,
    summary: 'Plazos de retención: meses de ubicaciones exactas y chats de alertas, y de cuentas inactivas',
    responses: { 200: dataRetention },
  },
  saveRetention: {
    method: 'PUT',
    path: '/api/settings/retention',
    access: 'admin',
    summary: 'Cambiar los plazos de retención de alertas y de cuentas inactivas',
    body: dataRetention,
    responses: { 200: dataRetention },
  },
  retentionPreview: {
    method: 'GET',
    path: '/api/settings/retention/preview',
    access: 'admin',
    summary:
      'Simulación: cuántas alertas y mensajes de chat anonimizaría hoy la retención, y cuántas cuentas inactivas avisaría o cancelaría',
    responses: { 200: retentionPreview },
  },
});
