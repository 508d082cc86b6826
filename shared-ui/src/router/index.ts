// @powernest/shared-ui/router — the one door to React Router for every app. It is the module
// shared as a singleton (one router context on the page), and it re-exports only what the apps
// use: a shared module cannot be tree-shaken, so sharing 'react-router-dom' itself shipped the
// whole library (62 KB gzipped) to every page; behind this module webpack keeps ~14 KB.
// Import routing from here, never from 'react-router' or 'react-router-dom' (a test checks).
export { BrowserRouter, Link, MemoryRouter, NavLink, Route, Routes, useHref, useLocation, useNavigate, useSearchParams } from 'react-router';
