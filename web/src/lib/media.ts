/** Resolves a stored media path (profile images, record media) to a URL on the API host. */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith('/')) return path;
  return `/media/${path.replace(/^\.?\//, '')}`;
}
