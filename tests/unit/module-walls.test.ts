// The API's module walls: front doors, queries only in repositories, no cycle between modules.
import { readSourceFiles, REPOSITORY_ROOT } from './import-arrows';
import { describeBreach, findDoorBreaches, findQueriesOutsideRepositories, moduleCycles } from './module-walls';

describe('findDoorBreaches', () => {
  it.each([
    ['server/modules/payments/settle.ts', "import { lockOrder } from '@/server/modules/orders/repository';"],
    ['server/modules/payments/settle.ts', "import type { OrderRow } from '../orders/repository';"],
    ['server/graphql/orders/index.ts', "import { presentOrder } from '@/server/modules/orders/presenter';"],
    ['server/app.ts', "import { lockOrder } from './modules/orders/repository';"],
  ])('%s: %s enters a module beside its door', (path, text) => {
    expect(findDoorBreaches([{ path, text }])).toHaveLength(1);
  });

  it.each([
    ['server/modules/payments/settle.ts', "import { lockOrder } from '@/server/modules/orders';"],
    ['server/modules/payments/settle.ts', "import { lockOrder } from '../orders/index';"],
    ['server/modules/orders/service.ts', "import { lockOrder } from './repository';"],
    ['server/app.ts', "import orderRoutes from './modules/orders/routes';"],
    ['server/app.ts', "import paymentsModule from './modules/payments/plugin';"],
    ['server/modules/orders/test-store.ts', "import { x } from '@/server/modules/payments/repository';"],
    ['server/modules/payments/test/crash-entry.ts', "import { x } from '@/server/modules/orders/repository';"],
  ])('%s: %s is allowed', (path, text) => {
    expect(findDoorBreaches([{ path, text }])).toEqual([]);
  });

  it('names the file, line and the door to use', () => {
    const [breach] = findDoorBreaches([{ path: 'server/modules/staff/queue.ts', text: "\n\nimport { x } from '@/server/modules/orders/status';" }]);
    expect(describeBreach(breach!)).toBe(
      "server/modules/staff/queue.ts:3 imports '@/server/modules/orders/status', inside module orders: import it from '@/server/modules/orders' (its front door)",
    );
  });
});

describe('findQueriesOutsideRepositories', () => {
  it.each([
    ['server/modules/orders/service.ts', "import { eq } from 'drizzle-orm';"],
    ['server/modules/orders/service.ts', "import { orders, type X } from '@/server/db/schema';"],
    ['server/modules/orders/service.ts', "export async function f(db) {\n  return db.select().from(t);\n}"],
    ['server/modules/orders/service.ts', 'const rows = await tx\n  .update(t)'],
    ['server/graphql/orders/index.ts', "import { sql } from 'drizzle-orm';"],
  ])('%s: %s touches the database', (path, text) => {
    expect(findQueriesOutsideRepositories([{ path, text }]).length).toBeGreaterThan(0);
  });

  it.each([
    ['server/modules/orders/repository.ts', "import { eq } from 'drizzle-orm';"],
    ['server/modules/orders/coupon-repository.ts', "import { eq } from 'drizzle-orm';"],
    ['server/modules/orders/repositories/lines.ts', "import { eq } from 'drizzle-orm';"],
    ['server/modules/orders/service.ts', "import type { OrderRow } from '@/server/db/schema';"],
    ['server/modules/orders/service.ts', "import { type OrderRow } from '@/server/db/schema';"],
    ['server/modules/orders/service.ts', 'await db.transaction(async (tx) => lockOrder(tx, id));'],
    ['server/modules/orders/service.ts', ' * db.select() in a comment'],
    ['server/db/lock.ts', "import { sql } from 'drizzle-orm';"],
  ])('%s: %s does not', (path, text) => {
    expect(findQueriesOutsideRepositories([{ path, text }])).toEqual([]);
  });

  it('names the file and line of the import', () => {
    const [breach] = findQueriesOutsideRepositories([{ path: 'server/modules/staff/queue.ts', text: "// x\nimport { and, eq } from 'drizzle-orm';" }]);
    expect(describeBreach(breach!)).toBe("server/modules/staff/queue.ts:2 imports values from 'drizzle-orm': only a repository touches the database");
  });
});

describe('moduleCycles', () => {
  it('finds modules that import each other, round a longer circle too, and names an import of each step', () => {
    const files = [
      { path: 'server/modules/a/x.ts', text: "import { b } from '@/server/modules/b';" },
      { path: 'server/modules/b/y.ts', text: "\nimport { c } from '../c';" },
      { path: 'server/modules/c/z.ts', text: "import { a } from '@/server/modules/a';" },
      { path: 'server/modules/d/w.ts', text: "import { a } from '@/server/modules/a';" },
    ];
    expect(moduleCycles(files).map(describeBreach)).toEqual([
      'server/modules/a/x.ts:1 modules a, b, c import each other in a cycle: a → b (server/modules/a/x.ts:1); b → c (server/modules/b/y.ts:2); c → a (server/modules/c/z.ts:1)',
    ]);
  });

  it('finds none in a graph that points one way', () => {
    const files = [
      { path: 'server/modules/a/x.ts', text: "import { b } from '@/server/modules/b';" },
      { path: 'server/modules/b/y.ts', text: "import type { C } from '@/server/modules/c';" },
    ];
    expect(moduleCycles(files)).toEqual([]);
  });
});

describe('the API', () => {
  const files = readSourceFiles(REPOSITORY_ROOT, ['server']);

  it('enters every module through its front door', () => {
    expect(findDoorBreaches(files).map(describeBreach)).toEqual([]);
  });

  it('queries the database only in repositories', () => {
    expect(findQueriesOutsideRepositories(files).map(describeBreach)).toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(moduleCycles(files).map(describeBreach)).toEqual([]);
  });
});
