/** Texts of the content console's documents: a document's name, a group's, and a field's label made from its path. */
import type { StaffDocumentGroup, StaffDocumentKind } from '@/lib/api/staff-content-documents';
import type { Translate } from '@/lib/i18n';

export function documentName(t: Translate, kind: StaffDocumentKind): string {
  return t.dynamic(`staffContent.document.kind.${kind}`, kind);
}

export function groupName(t: Translate, group: StaffDocumentGroup): string {
  return t.dynamic(`staffContent.document.group.${group}`, group);
}

/** "columnLinks": "Column links", the words of a name the catalogue does not have. */
function words(name: string): string {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A field's label from its path: each name in the catalogue's words (staffContent.document.key.*,
 * or its own words), each place in a list counted from 1: "topFooter.0.columnLinks.1.title" reads
 * "Column links 2 › Title" under the fieldset of topFooter 1.
 */
export function fieldLabel(t: Translate, path: string): string {
  const parts = path.slice(sectionOf(path).length + 1).split('.').filter((part) => part !== '');
  if (parts.length === 0) return sectionLabel(t, path);
  const named: string[] = [];
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      const last = named.pop() ?? '';
      named.push(`${last} ${Number(part) + 1}`.trim());
    } else {
      named.push(t.dynamic(`staffContent.document.key.${part}`, words(part)));
    }
  }
  return named.join(' › ');
}

/** The fieldset's legend of a field: its first name, and its place when it is a list ("Top footer 1"). */
export function sectionLabel(t: Translate, path: string): string {
  const [first = '', second] = path.split('.');
  const name = t.dynamic(`staffContent.document.key.${first}`, words(first));
  return second !== undefined && /^\d+$/.test(second) ? `${name} ${Number(second) + 1}` : name;
}

/** The section a field belongs to: its first name and, in a list, its place ("topFooter.0"). */
export function sectionOf(path: string): string {
  const [first = '', second] = path.split('.');
  return second !== undefined && /^\d+$/.test(second) ? `${first}.${second}` : first;
}
