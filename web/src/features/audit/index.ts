export { AuditLog } from './AuditLog.tsx';
