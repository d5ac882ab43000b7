import { API_SCOPE_TITLES, API_SCOPES, type ApiScope } from '@lootmarket/domain';
import { API_TOKEN_ROUTES } from '@lootmarket/domain/endpoints/api-token-scopes';

/** Every route a token may call, grouped by the scope it needs; drawn from the map the API itself checks. */
function routesByScope(): Map<ApiScope, string[]> {
  const grouped = new Map<ApiScope, string[]>(API_SCOPES.map((scope) => [scope, []]));
  for (const { endpoint, scope } of API_TOKEN_ROUTES) grouped.get(scope)!.push(`${endpoint.method} ${endpoint.path}`);
  return grouped;
}

export function ScopeTable() {
  return (
    <div className="rounded-card border border-border">
      {/* On a phone each scope stacks its routes under its name instead of scrolling sideways. */}
      <table className="block w-full text-left text-sm sm:table">
        <thead className="hidden bg-surface-2 text-muted sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Право
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Адреса API
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-border sm:table-row-group">
          {[...routesByScope()].map(([scope, routes]) => (
            <tr key={scope} className="block align-top sm:table-row">
              <td className="block px-4 pt-3 sm:table-cell sm:pb-3">
                <code className="font-mono text-xs text-primary-hover">{scope}</code>
                <p className="mt-1 text-muted">{API_SCOPE_TITLES[scope]}</p>
              </td>
              <td className="block px-4 pt-2 pb-3 sm:table-cell sm:pt-3">
                {routes.length > 0 ? (
                  <ul className="space-y-1 font-mono text-xs break-all">
                    {routes.map((route) => (
                      <li key={route}>{route}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-muted">Вебхуки — скоро</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
