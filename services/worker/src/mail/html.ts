const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Paragraphs of plain text as HTML, with links made clickable. */
export function paragraphs(blocks: readonly string[]): string {
  return blocks
    .map((block) => {
      const html = escapeHtml(block)
        .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
        .replaceAll('\n', '<br>');
      return `<p>${html}</p>`;
    })
    .join('\n');
}

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; max-width: 560px; margin: 0 auto; padding: 16px">
${body}
<p style="color: #777; font-size: 12px">Monitoreo Comunitario PPD. Este correo se envió automáticamente; no lo responda.</p>
</body></html>`;
}
