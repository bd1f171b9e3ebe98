import type { CallInput, RouteContract } from '@ppd/domain';
import { api, type RequestOptions } from './api.ts';

/**
 * Fetches a file a route answers (`fileReply`), with the session's token (a plain link cannot send the header), and
 * offers it to the user. A refusal is the ApiError of any call: its Spanish message, and a rejected token ends the
 * session.
 */
export async function downloadFile<C extends RouteContract>(
  contract: C,
  input: CallInput<C>,
  filename: string,
  options: Pick<RequestOptions, 'auth'> = {},
): Promise<void> {
  // Read as bytes: the reply's schema describes the file, not JSON to parse.
  const file: unknown = await api.call(contract, input, { ...options, as: 'blob' });
  saveBlob(file as Blob, filename);
}

/** Offers a file to the user: an object URL clicked through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
