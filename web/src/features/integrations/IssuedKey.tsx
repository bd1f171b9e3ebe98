import { apiKeyTexts as texts } from '@ppd/domain';
import { useState } from 'react';
import { Button } from '../../ui/index.ts';

/** A key (or a webhook's secret, with its own `note`) just issued: shown this once, with a button to copy it. */
export function IssuedKey({ value, note = texts.issued }: { value: string; note?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <div className="issued-key" role="status">
      <p>{note}</p>
      <code>{value}</code>
      <Button variant="secondary" icon="clipboard" onClick={copy}>
        {copied ? texts.copied : texts.copy}
      </Button>
    </div>
  );
}
