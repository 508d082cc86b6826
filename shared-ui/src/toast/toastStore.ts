import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** product.md §9: one toast at a time, shown for 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

interface ToastState {
  current: Toast | null;
  show: (toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }) => void;
  dismiss: () => void;
}

let nextId = 1;

// A singleton store (shared-ui is a Module Federation singleton), so a toast raised inside any
// remote appears in the one Toaster the shell renders.
export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (toast) => set({ current: { id: nextId++, variant: 'default', ...toast } }),
  dismiss: () => set({ current: null }),
}));

/** Raise a toast from anywhere (event handlers, SWR callbacks). A new one replaces the old. */
export function toast(input: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }): void {
  useToastStore.getState().show(input);
}
