/** Labels of the send-to-visitors modal (surveys and events share it). */
export const audienceTexts = {
  sex: 'Sexo',
  all: 'Todos',
  minAge: 'Edad mínima',
  maxAge: 'Edad máxima',
  level: 'Nivel de estudios',
  area: 'Área de envío',
  areaHint: 'Opcional: dibuje un polígono para enviar solo a quienes están dentro.',
  counting: 'Calculando destinatarios…',
  count: 'Visitantes que la recibirán: {total}',
  optedOut: '{count} más coinciden, pero pidieron no recibir este tipo de envío.',
  countFailed: 'No se pudo calcular el número de destinatarios.',
  countInvalid: 'Revise los filtros para calcular los destinatarios.',
  send: 'Enviar',
  close: 'Cerrar',
  sending: 'Enviando «{name}»: {sent} de {total} visitantes',
  sendDone: '«{name}» llegó a {total} visitantes',
} as const;
