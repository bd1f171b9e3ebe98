import { messages } from '@ppd/domain';
import { Link } from 'wouter';

/** The product mark and name, linking home. */
export function Brand({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={['brand', className].filter(Boolean).join(' ')}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{messages.session.appName}</span>
    </Link>
  );
}
