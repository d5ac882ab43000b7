import { TOAST_DEFAULT_DURATION_MS, type ToastType } from '@lootmarket/domain';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { createContext, use, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { emptyToastState, toastReducer, type Toast } from './toast-queue';

export type ShowToastOptions = {
  type: ToastType;
  message: string;
  /** Milliseconds on screen; 0 keeps the toast until it is closed. */
  duration?: number;
  /** Show it even when the same message of the same type is already on screen or waiting. */
  allowDuplicate?: boolean;
};

export type ToastApi = {
  /** Returns the toast id; a suppressed duplicate gets an id that is never shown. */
  show: (options: ShowToastOptions) => string;
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(toastReducer, emptyToastState);
  const nextId = useRef(0);
  const api = useMemo<ToastApi>(
    () => ({
      show({ type, message, duration = TOAST_DEFAULT_DURATION_MS, allowDuplicate }) {
        nextId.current += 1;
        const id = `toast-${nextId.current}`;
        dispatch({ type: 'show', toast: { id, type, message, duration }, allowDuplicate });
        return id;
      },
      dismiss(id) {
        dispatch({ type: 'dismiss', id });
      },
    }),
    [],
  );

  return (
    <ToastContext value={api}>
      {children}
      <div
        role="region"
        aria-label="Уведомления"
        data-toast-viewport=""
        className={clsx(
          'pointer-events-none fixed inset-x-0 top-0 z-[2000] flex flex-col gap-2',
          'px-3 pt-[max(0.75rem,env(safe-area-inset-top))]',
          'tablet:right-0 tablet:left-auto tablet:w-[400px] tablet:px-0 tablet:pt-5 tablet:pr-5',
        )}
      >
        {state.visible.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={api.dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

const LOOKS: Record<ToastType, { icon: LucideIcon; tone: string; edge: string; label: string }> = {
  success: { icon: CircleCheck, tone: 'text-success bg-success/15', edge: 'border-success/35', label: 'Успешно' },
  warning: { icon: TriangleAlert, tone: 'text-warning bg-warning/15', edge: 'border-warning/35', label: 'Внимание' },
  error: { icon: CircleAlert, tone: 'text-danger bg-danger/15', edge: 'border-danger/35', label: 'Ошибка' },
  info: { icon: Info, tone: 'text-info bg-info/15', edge: 'border-info/35', label: 'Информация' },
};

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  const { icon: Icon, tone, edge, label } = LOOKS[toast.type];

  // Hovering or focusing a toast holds its timer, so a long message can be read to the end.
  useEffect(() => {
    if (paused || !(toast.duration > 0) || !Number.isFinite(toast.duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, toast.duration, onDismiss]);

  return (
    <div
      role="status"
      aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
      data-testid="toast"
      data-type={toast.type}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={clsx(
        'ui-toast pointer-events-auto flex items-start gap-3 rounded-xl border bg-surface-2/95',
        'py-2.5 pr-1.5 pl-3 text-sm text-text shadow-card backdrop-blur',
        edge,
      )}
    >
      <span className={clsx('mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg', tone)}>
        <Icon className="size-[18px]" aria-hidden />
        <span className="sr-only">{label}: </span>
      </span>
      <p className="min-w-0 flex-1 self-center py-1 leading-snug break-words">{toast.message}</p>
      <button
        type="button"
        aria-label="Закрыть уведомление"
        onClick={() => onDismiss(toast.id)}
        className={clsx(
          'grid size-11 shrink-0 place-items-center rounded-lg text-muted transition-colors tablet:size-9',
          'hover:bg-surface-3 hover:text-text focus-visible:outline-2 focus-visible:outline-primary',
        )}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
