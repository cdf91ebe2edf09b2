import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { headerActionsCleared, headerActionsProvided, headerActionsSlice, type HeaderSlot } from './header-actions-slice.ts';

/** A control a page puts into the top bar's favorite or complete slot. */
export interface HeaderAction {
  active: boolean;
  onPress: () => void;
  /** Complete is one-way (SPEC section 4): once active the control does nothing. */
  disabled?: boolean;
}

export type HeaderActions = Partial<Record<HeaderSlot, HeaderAction>>;

const SLOTS: readonly HeaderSlot[] = ['favorite', 'complete'];
/** The press handlers of the mounted page: functions stay out of the store's state. */
const pressHandlers: Partial<Record<HeaderSlot, () => void>> = {};

/** For the shell's top bar: what the current page put in the slots. */
export function useHeaderActions(): HeaderActions {
  const slots = useSelector(headerActionsSlice.selectors.selectHeaderActions);
  return useMemo(() => {
    const actions: HeaderActions = {};
    for (const slot of SLOTS) {
      const shown = slots[slot];
      if (shown) actions[slot] = { ...shown, onPress: () => pressHandlers[slot]?.() };
    }
    return actions;
  }, [slots]);
}

/** For a page: fill the top bar's slots while it is mounted. */
export function useProvideHeaderActions(actions: HeaderActions): void {
  const dispatch = useDispatch();
  useEffect(() => {
    const shown: Partial<Record<HeaderSlot, { active: boolean; disabled: boolean }>> = {};
    for (const slot of SLOTS) {
      const action = actions[slot];
      pressHandlers[slot] = action?.onPress;
      if (action) shown[slot] = { active: action.active, disabled: action.disabled ?? false };
    }
    dispatch(headerActionsProvided(shown));
    return () => {
      for (const slot of SLOTS) delete pressHandlers[slot];
      dispatch(headerActionsCleared());
    };
  }, [actions, dispatch]);
}

export { headerActionsSlice };
