import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * Toasts: short confirmations and failures after a form is sent. One region for the page,
 * announced politely (success) or assertively (failure). A few lines of our own instead of a
 * toast library, to keep the home page within its JavaScript budget.
 */
export type Toast = { id: number; tone: "success" | "error"; title: string; text: string };

let toasts: Toast[] = [];
/** What the server render and hydration see: one array, as React needs the same snapshot each time it asks. */
const noToasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function showToast(toast: Omit<Toast, "id">) {
  toasts = [...toasts.slice(-2), { ...toast, id: nextId++ }];
  emit();
}

function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLeaving(true), toast.tone === "error" ? 9000 : 6000);
    return () => clearTimeout(timer);
  }, [toast]);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => dismiss(toast.id), 200);
    return () => clearTimeout(timer);
  }, [leaving, toast.id]);
  const Icon = toast.tone === "error" ? CircleAlert : CircleCheck;
  return (
    <li
      className={`pointer-events-auto flex w-full gap-3 rounded-md p-4 shadow-lg ring-1 transition-opacity duration-200 ${
        leaving ? "opacity-0" : "opacity-100"
      } ${toast.tone === "error" ? "bg-[#7f1d1d] text-white ring-[#7f1d1d]" : "bg-ink text-ivory ring-ink"}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{toast.title}</p>
        <p className="mt-1 text-sm opacity-90">{toast.text}</p>
      </div>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-label={closeLabel}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The page's toast region; rendered once by the site frame. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  const polite = current.filter((toast) => toast.tone === "success");
  const urgent = current.filter((toast) => toast.tone === "error");
  const list = "pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-3 sm:left-auto sm:w-96";
  return (
    <>
      <ol aria-live="polite" className={list}>
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
        ))}
      </ol>
      <ol aria-live="assertive" className={`${list} ${polite.length ? "bottom-32" : ""}`}>
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
        ))}
      </ol>
    </>
  );
}
