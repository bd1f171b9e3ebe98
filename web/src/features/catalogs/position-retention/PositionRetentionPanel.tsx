import { positionRetention, positionRoutes, positionTexts as t } from '@ppd/domain';
import { api } from '../../../lib/api.ts';
import { type NumberSetting, NumberSettingPanel } from '../settings/NumberSettingPanel.tsx';

const SETTING: NumberSetting<'days'> = {
  title: t.retentionTitle,
  fields: [{ field: 'days', label: t.retentionField, help: t.retentionHelp }],
  saved: t.retentionSaved,
  schema: positionRetention,
  queryKey: ['position-retention'],
  load: () => api.call(positionRoutes.retention, {}),
  save: (body) => api.call(positionRoutes.saveRetention, { body }),
};

/** Configuración › Posiciones de autoridades: how many days the authorities' position history is kept. */
export const PositionRetentionPanel = () => <NumberSettingPanel setting={SETTING} />;
