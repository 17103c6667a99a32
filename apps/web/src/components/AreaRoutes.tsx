import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { areaRoutesOf, type PageName } from '../routes/route-builder';
import { AreaRedirect } from './AreaRedirect';

/**
 * The <Routes> of an area, made from its route table: every page (its screen or placeholder, as
 * `page` renders it), every redirect, and the 404 page for any other path.
 */
export function AreaRoutes<Table extends object>({
  table,
  page,
}: {
  table: Table;
  page: (name: PageName<Table>) => ReactNode;
}) {
  return (
    <Routes>
      {areaRoutesOf(table).map((route) => {
        const element =
          route.kind === 'page' ? page(route.name as PageName<Table>) : <AreaRedirect route={route} />;
        return route.path === '' ? (
          <Route key={route.name} index element={element} />
        ) : (
          <Route key={route.name} path={route.path} element={element} />
        );
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
