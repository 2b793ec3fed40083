/** The applicant's confirmation, in their language: what they applied for, when they can work, what they attached, and what happens next. */
import { jobPositionOf } from '@/domain/jobs';
import type { WireSurveyReceipt } from '@/domain/wire/surveys';
import { confirmSubmission, type ConfirmationContent, type Submitter } from '@/server/modules/surveys';
import { textLanguage } from '@/server/platform/text-language';
import type { JobDeps } from './deps';
import { JOB_MAIL_TEXTS } from './mail-texts';
import type { ApplicationRow } from './repository';

export function applicationMail(by: Submitter, row: ApplicationRow, storeTitle: string): ConfirmationContent {
  const t = JOB_MAIL_TEXTS[textLanguage(by.locale)];
  const position = jobPositionOf(row.positionId);
  return {
    subject: t.subject,
    intro: t.intro,
    next: t.next,
    rows: [
      { label: t.store, value: storeTitle },
      { label: t.position, value: position ? t.positions[position.name] : String(row.positionId) },
      { label: t.days, value: row.days.map((day) => t.dayNames[day]).join(t.listSeparator) },
      { label: t.shifts, value: row.shifts.map((shift) => t.shiftNames[shift]).join(t.listSeparator) },
      { label: t.file, value: row.fileKind === 'pdf' ? t.fileKinds.resume : t.fileKinds.photo },
    ],
  };
}

/** Confirms the stored application to the applicant and answers its receipt. */
export function confirmApplication(deps: JobDeps, by: Submitter, row: ApplicationRow, storeTitle: string): Promise<WireSurveyReceipt> {
  return confirmSubmission(deps, by, 'job-application', row, applicationMail(by, row, storeTitle));
}
