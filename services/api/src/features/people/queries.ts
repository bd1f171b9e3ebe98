export const usernameId = (p: { id: number; username: string | null }) => `${p.username ?? 'usuario'}_${p.id}`;
export const iso = (d: Date | null) => d?.toISOString() ?? null;
