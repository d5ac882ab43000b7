import { TOAST_MAX_VISIBLE, type ToastType } from '@lootmarket/domain';

export type Toast = { id: string; type: ToastType; message: string; duration: number };

export type ToastState = { visible: Toast[]; queued: Toast[] };

export type ToastAction = { type: 'show'; toast: Toast; allowDuplicate?: boolean } | { type: 'dismiss'; id: string };

export const emptyToastState: ToastState = { visible: [], queued: [] };

function isSame(a: Toast, b: Toast): boolean {
  return a.type === b.type && a.message === b.message;
}

/** At most TOAST_MAX_VISIBLE toasts on screen; the rest wait in order and move up as visible ones leave. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  if (action.type === 'show') {
    const { toast, allowDuplicate = false } = action;
    const pending = [...state.visible, ...state.queued];
    if (pending.some((t) => t.id === toast.id)) return state;
    if (!allowDuplicate && pending.some((t) => isSame(t, toast))) return state;
    return state.visible.length < TOAST_MAX_VISIBLE
      ? { ...state, visible: [...state.visible, toast] }
      : { ...state, queued: [...state.queued, toast] };
  }

  if (state.queued.some((t) => t.id === action.id)) {
    return { ...state, queued: state.queued.filter((t) => t.id !== action.id) };
  }
  if (!state.visible.some((t) => t.id === action.id)) return state;
  const visible = state.visible.filter((t) => t.id !== action.id);
  const [next, ...queued] = state.queued;
  return next ? { visible: [...visible, next], queued } : { visible, queued };
}
