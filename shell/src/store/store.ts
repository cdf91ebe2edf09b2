// The one store is built in shared (its slices: API cache, session, toasts, header actions);
// the shell injects its own slice (the subscription check) with rootReducer.inject.
export { createAppStore as createStore, type AppDispatch } from '@app/shared/store';
