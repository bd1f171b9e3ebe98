import { defineRoutes, VISITOR } from '../contract.ts';
import { positionBody, positionReply } from '../schemas/alerts.ts';
import { visitorSignedUp, visitorSignUpBody } from '../schemas/people.ts';

/** Visitors in their app: sign up, and say where they are (sends to an area reach them by it). */
export const visitorRoutes = defineRoutes('Visitantes', {
  signUp: {
    method: 'POST',
    path: '/api/app/visitors',
    access: 'public',
    summary: 'Registro de un visitante desde la app',
    body: visitorSignUpBody,
    responses: { 201: visitorSignedUp },
  },
  position: {
    method: 'POST',
    path: '/api/app/visitors/me/position',
    access: VISITOR,
    summary: 'Posición del visitante: los envíos a una zona llegan a los visitantes dentro de ella',
    body: positionBody,
    responses: { 200: positionReply },
  },
});
