import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { installBaseQuery } from '@app/shared/api';
import { createBaseQuery } from './api/base-query.ts';
import { loadRegistry } from './federation/registry.ts';
import { createAppRouter } from './routing/router.tsx';
import { createStore } from './store/store.ts';
import './styles/global.css';

async function start() {
  installBaseQuery(createBaseQuery());
  const registry = await loadRegistry();
  if (registry.error) console.error(`[federation] remote registry unavailable: ${registry.error}`);

  const store = createStore();
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

void start();
