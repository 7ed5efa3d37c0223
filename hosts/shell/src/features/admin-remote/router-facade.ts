import {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { useBlocker } from '../../hooks/use-blocker';

/**
 * What the admin remote may use of the host's router, provided to it as 'react-router-dom'. Listing names instead
 * of sharing the namespace keeps the rest of the router tree-shaken out of the host; the lint rule for the remote
 * reads the same list from router-facade-names.json.
 */
export const routerFacade = {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useBlocker,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
};
