export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
  headers: Record<string, string>;
}

function catcherUrl(): string {
  const url = process.env.SMTP_CATCHER_URL;
  if (!url) throw new Error('SMTP_CATCHER_URL is not set: run `source scripts/env.sh` first');
  return url;
}

/** Messages maildev caught for this address. Never clears the inbox: other test files share it. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${catcherUrl()}/email`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}
