/**
 * The router API the platform offers its remotes: what the shell provides as the shared `react-router-dom`.
 * A shared module cannot be tree-shaken (any remote may ask for any export), so the whole package (framework
 * mode, server runtime, cookies: 51 KB gzip) went to every page; this list is what the frontends use. A remote
 * that needs another export asks for it here first: lint (eslint.config.mjs) refuses any other name.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  redirect,
  ScrollRestoration,
  UNSAFE_LocationContext,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
