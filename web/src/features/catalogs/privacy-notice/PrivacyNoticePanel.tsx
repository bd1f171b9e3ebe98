import {
  formatDay,
  mexicoCityToday,
  type PrivacyNotice,
  privacyRoutes,
  publishNoticeBody,
  noticePanelTexts as t,
} from '@ppd/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { failureOf } from '../../../lib/queryClient.ts';
import { Button, DateField, FailureNotice, SettingsSection, TextArea, useDialogs, useForm } from '../../../ui/index.ts';

const QUERY_KEY = ['privacy', 'notices'] as const;

/** The next version's text (the latest's, to edit) and the day it takes effect (today, unless changed). */
function PublishForm({ latest }: { latest: PrivacyNotice }) {
  const next = latest.version + 1;
  const form = useForm(publishNoticeBody, { text: latest.text, effective_on: mexicoCityToday() });
  const dialogs = useDialogs();
  const client = useQueryClient();
  const onSubmit = form.submit(async (body) => {
    await api.call(privacyRoutes.publishNotice, { body });
    await client.invalidateQueries({ queryKey: ['privacy'] });
    await dialogs.success(t.published(next));
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextArea label={t.textLabel} rows={16} {...form.field('text')} />
      <p className="muted">{t.textHelp}</p>
      <DateField label={t.dayLabel} {...form.control('effective_on')} />
      <Button type="submit" disabled={form.submitting}>
        {t.publish(next)}
      </Button>
    </form>
  );
}

/** Configuración › Aviso de privacidad: the versions published, and a new one to publish (the apps then ask for it). */
export function PrivacyNoticePanel() {
  const versions = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.call(privacyRoutes.noticeVersions, {}) });
  const latest = versions.data?.[0];
  return (
    <SettingsSection title={t.title}>
      <FailureNotice failure={failureOf(versions)} />
      {versions.data && (
        <ul aria-label={t.versions}>
          {versions.data.map((v) => (
            <li key={v.version}>{t.version(v.version, formatDay(v.published_at))}</li>
          ))}
        </ul>
      )}
      {latest && <PublishForm key={latest.version} latest={latest} />}
    </SettingsSection>
  );
}
