export { IntegrationsPanel } from './IntegrationsPanel.tsx';
