import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info';

/** A toast as the store keeps it; its TRY AGAIN callback, when it has one, is held beside the store. */
export interface ToastState {
  id: number;
  message: string;
  kind: ToastKind;
  retry: boolean;
}

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as ToastState[],
  reducers: {
    toastShown(state, action: PayloadAction<ToastState>) {
      state.push(action.payload);
    },
    toastDismissed(state, action: PayloadAction<number>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state,
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
