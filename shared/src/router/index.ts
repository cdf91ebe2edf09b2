/**
 * The router every app's pages use, one shared module for host and remotes (its contexts must be
 * one instance). Sharing react-router-dom itself ships the whole package (about 60 KB gz: server
 * rendering, data routers' SSR helpers, every component), since a shared module cannot be
 * tree-shaken; this entry re-exports what the pages use, so the shared chunk holds only that.
 * The shell routes in declarative mode (BrowserRouter and Routes): the data router
 * (createBrowserRouter, loaders, actions, fetchers) would double the chunk (32 against 15 KB gz)
 * for nothing the pages use.
 * Browser code imports the router from here, never from react-router or react-router-dom
 * (lint enforces it); tests and the build-time prerender may use the package's test routers.
 * A remote that needs another export adds it here, and the host ships it on its next build.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router-dom';
