import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { SITE } from '../content/site';

export interface Toast {
  kind: 'success' | 'error';
  message: string;
  detail?: string;
}

type ShownToast = Toast & { id: number };

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

export const useToast = () => useContext(ToastContext);

const SHOW_MS = 6000;

/** Toasts outlive the form that raised them (the modal closes on success), so they live in the shell. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((t) => t.id !== id)),
    [],
  );
  const show = useCallback(
    (toast: Toast) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { ...toast, id }]);
      setTimeout(() => dismiss(id), SHOW_MS);
    },
    [dismiss],
  );
  const region = (kind: Toast['kind']) => (
    <div
      className="toasts"
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
    >
      {toasts
        .filter((toast) => toast.kind === kind)
        .map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`}>
            <p className="toast__message">{toast.message}</p>
            {toast.detail && <p className="toast__detail">{toast.detail}</p>}
            <button
              type="button"
              className="toast__close"
              aria-label={SITE.ui.dismiss}
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
    </div>
  );
  return (
    <ToastContext value={show}>
      {children}
      <div className="toast-stack">
        {region('success')}
        {region('error')}
      </div>
    </ToastContext>
  );
}
