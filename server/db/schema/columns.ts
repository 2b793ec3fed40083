/** Column kinds every area uses: money (numeric(12,2), read as a decimal string) and instants. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
