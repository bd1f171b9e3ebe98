import { ApiKeysPanel } from './ApiKeysPanel.tsx';
import { WebhooksPanel } from './WebhooksPanel.tsx';
import './integrations.css';

/** Configuración → Integraciones: one panel per interface other systems use (each its own component). */
export function IntegrationsPanel() {
  return (
    <div className="integrations">
      <ApiKeysPanel />
      <WebhooksPanel />
    </div>
  );
}
