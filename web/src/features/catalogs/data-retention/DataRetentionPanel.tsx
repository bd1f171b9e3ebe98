import { type DataRetention, dataRetention, privacyRoutes, retentionTexts as t } from '@ppd/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type NumberSetting, NumberSettingPanel } from '../settings/NumberSettingPanel.tsx';

const SETTING: NumberSetting<keyof DataRetention> = {
  title: t.title,
  fields: [
    { field: 'alert_months', label: t.alertMonthsField, help: t.alertMonthsHelp },
    { field: 'account_months', label: t.accountMonthsField, help: t.accountMonthsHelp },
    { field: 'notice_days', label: t.noticeDaysField, help: t.noticeDaysHelp },
  ],
  saved: t.saved,
  schema: dataRetention,
  queryKey: ['data-retention'],
  load: () => api.call(privacyRoutes.retention, {}),
  save: (body) => api.call(privacyRoutes.saveRetention, { body }),
};

/** The dry run under the form: what the retention would change today, read again after each save. */
function RetentionPreview() {
  const preview = useQuery({
    queryKey: [...SETTING.queryKey, 'preview'],
    queryFn: () => api.call(privacyRoutes.retentionPreview, {}),
  });
  if (!preview.data) return null;
  return (
    <p className="muted" role="status">
      {t.preview(preview.data)}
    </p>
  );
}

/**
 * Configuración › Retención de datos: how long alerts keep their exact place and chats, after how long an inactive
 * visitor's account is cancelled (and the notice's days before), and what that changes today.
 */
export const DataRetentionPanel = () => (
  <NumberSettingPanel setting={SETTING}>
    <RetentionPreview />
  </NumberSettingPanel>
);
