import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type HeaderSlot = 'favorite' | 'complete';

/** What the top bar shows in a slot; the press handler is held beside the store. */
interface HeaderSlotState {
  active: boolean;
  disabled: boolean;
}

export type HeaderActionsState = Partial<Record<HeaderSlot, HeaderSlotState>>;

export const headerActionsSlice = createSlice({
  name: 'headerActions',
  initialState: {} as HeaderActionsState,
  reducers: {
    headerActionsProvided: (_state, action: PayloadAction<HeaderActionsState>) => action.payload,
    headerActionsCleared: () => ({}),
  },
  selectors: {
    selectHeaderActions: (state) => state,
  },
});

export const { headerActionsProvided, headerActionsCleared } = headerActionsSlice.actions;
