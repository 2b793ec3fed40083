/**
 * Every route of the built app with its input schemas, read from the OpenAPI document that
 * @fastify/swagger builds from the route schemas (`app.swagger()`), so a new route is fuzzed
 * without being listed anywhere.
 */
import type { App } from '@/server/app';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  nullable?: boolean;
  not?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
};

export type Parameter = { name: string; schema: JsonSchema; required: boolean };
export type RouteInputs = {
  method: string;
  /** `/online-ordering/orders/{orderId}` */
  path: string;
  params: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  body?: JsonSchema;
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export async function routeInputs(app: App): Promise<RouteInputs[]> {
  await app.ready();
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const routes: RouteInputs[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const of = (place: string) =>
        parameters.filter((p) => p.in === place).map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false }));
      routes.push({
        method: method.toUpperCase(),
        path,
        params: of('path'),
        query: of('query'),
        headers: of('header'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}
