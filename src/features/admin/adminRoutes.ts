import type { AppRoute } from '../../app/core/routeTypes';
import { isContentKind } from './adminPaths';
import { ADMIN_ROLES } from './adminRoles';
import { lazyScreen } from '../../app/core/lazyScreen';

/** Signed in, with the admin or super-admin role active (others get /error/403). */
const guarded = { layout: 'dashboard', middleware: ['auth', 'role'], roles: ADMIN_ROLES } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin console: client-only pages under /admin. */
export const ADMIN_ROUTES: readonly AppRoute[] = [
  {
    ...guarded,
    name: 'admin',
    path: '/admin',
    title: 'admin.home.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './overview/AdminHomeScreen'),
      'AdminHomeScreen',
    ),
  },
  {
    ...guarded,
    name: 'admin-content-new',
    path: '/admin/content/:kind/new',
    title: 'admin.editor.pageTitle',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './content/ContentEditorScreen'),
      'ContentEditorScreen',
    ),
    validate: ({ kind }) => isContentKind(kind),
  },
  {
    ...guarded,
    name: 'admin-content-edit',
    path: '/admin/content/:kind/:id',
    title: 'admin.editor.pageTitle',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './content/ContentEditorScreen'),
      'ContentEditorScreen',
    ),
    validate: ({ kind, id }) => isContentKind(kind) && /^[1-9]\d{0,9}$/.test(id ?? ''),
  },
  {
    ...guarded,
    name: 'admin-content',
    path: '/admin/content/:kind',
    title: 'admin.nav.content',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './content/ContentListScreen'),
      'ContentListScreen',
    ),
    validate: ({ kind }) => isContentKind(kind),
  },
  {
    ...guarded,
    name: 'admin-redirects',
    path: '/admin/redirects',
    title: 'admin.redirects.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './redirects/RedirectsScreen'),
      'RedirectsScreen',
    ),
  },
  {
    ...guarded,
    name: 'admin-site-build',
    path: '/admin/site-build',
    title: 'admin.siteBuild.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './siteBuild/SiteBuildScreen'),
      'SiteBuildScreen',
    ),
  },
  {
    ...guarded,
    name: 'admin-users',
    path: '/admin/users',
    title: 'admin.users.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './users/UsersScreen'),
      'UsersScreen',
    ),
  },
  {
    ...guarded,
    name: 'admin-user',
    path: '/admin/users/:id',
    title: 'admin.users.pageTitle',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './users/UserScreen'),
      'UserScreen',
    ),
    validate: ({ id }) => UUID.test(id ?? ''),
  },
  {
    ...guarded,
    name: 'admin-affiliates',
    path: '/admin/affiliates',
    title: 'admin.affiliates.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './affiliates/AffiliatesScreen'),
      'AffiliatesScreen',
    ),
  },
  {
    ...guarded,
    name: 'admin-audit-log',
    path: '/admin/audit-log',
    title: 'admin.audit.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-admin" */ './audit/AuditLogScreen'),
      'AuditLogScreen',
    ),
  },
];
