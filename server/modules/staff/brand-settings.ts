/**
 * A brand's console setting that only brand admins read and change (the quiet-time bonus, the
 * running-late grace and credit): anyone else is refused, a change is checked by the setting's own
 * rule, then saved with an audit row of what it was before and after, in one transaction, and the
 * setting is answered as read back.
 */
import type { StaffIdentity } from '@/server/auth/staff-sessions';
import type { Database } from '@/server/db/client';
import type { StaffAuditAction } from '@/server/db/schema';
import { recordAudit } from './audit';
import type { StaffCaller } from './deps';

export type BrandSettingsDeps = { db: Database; now: () => Date };

export type BrandSettingRules<Settings extends Record<string, unknown>> = {
  /** The refusal of anyone but a brand admin. */
  adminsOnly: () => Error;
  /** The field of `body` the rules refuse, or null. */
  problem: (body: Settings) => string | null;
  /** The refusal naming that field. */
  invalid: (field: string) => Error;
  /** What is saved of an accepted body. */
  accepted: (body: Settings) => Settings;
  read: (db: Database, brandId: number) => Promise<Settings>;
  save: (tx: Database, brandId: number, settings: Settings) => Promise<void>;
  /** The audit row's action. */
  auditAction: StaffAuditAction;
};

export function brandSetting<Settings extends Record<string, unknown>>(rules: BrandSettingRules<Settings>) {
  const brandAdmin = (caller: StaffIdentity): void => {
    if (caller.role !== 'brand_admin') throw rules.adminsOnly();
  };

  async function read(deps: BrandSettingsDeps, caller: StaffIdentity): Promise<Settings> {
    brandAdmin(caller);
    return rules.read(deps.db, caller.brandId);
  }

  async function change(deps: BrandSettingsDeps, request: StaffCaller, caller: StaffIdentity, body: Settings): Promise<Settings> {
    brandAdmin(caller);
    const field = rules.problem(body);
    if (field) throw rules.invalid(field);
    const settings = rules.accepted(body);
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const before = await rules.read(tx, caller.brandId);
      await rules.save(tx, caller.brandId, settings);
      await recordAudit(tx, { staffId: caller.id, action: rules.auditAction, subjectType: 'loyalty', subjectId: String(caller.brandId), before, after: settings, requestId: request.requestId, clientAddress: request.ip, at });
    });
    return rules.read(deps.db, caller.brandId);
  }

  return { read, change };
}
