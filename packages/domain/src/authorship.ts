/**
 * Who may change what: surveys, events and records are edited and deleted by their author or an administrator;
 * complaints are handled by any gestor and deleted only by an administrator (it destroys a citizen's evidence).
 * The API enforces it and the screens hide what it would refuse, both from here.
 */
export interface Changer {
  id: number;
  isAdmin: boolean;
}

/** An author deleted since (`autor_id` set null) leaves the item to the administrators. */
export const isAuthorOrAdmin = (who: Changer, authorId: number | null): boolean =>
  who.isAdmin || (authorId !== null && authorId === who.id);

/** The 403s' reasons. */
export const authorshipTexts = {
  authorOrAdmin: 'Solo quien lo creó o un administrador puede modificarlo o eliminarlo.',
  complaintDeleteAdmin: 'Solo un administrador puede eliminar una denuncia: se perdería la evidencia del ciudadano.',
  surveyNotMine: 'Solo quien creó esta encuesta o un administrador puede modificarla.',
} as const;
