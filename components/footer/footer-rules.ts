/**
 * What the footer shows for a market: the US sees every column; Canada the
 * columns flagged showOnCanadaSite; the international sites those flagged
 * showOnInternationalSite. The copyright line carries the current year.
 */
import type { FooterColumn, GeneralInfoLink } from '@/domain/content/types';
import type { Country } from '@/domain/markets';
import { interpolate } from '@/domain/interpolate';

export function visibleFooterColumns(columns: readonly FooterColumn[], country: Pick<Country, 'code' | 'international'>): FooterColumn[] {
  if (country.code === 'CA') return columns.filter((column) => column.showOnCanadaSite);
  if (country.international) return columns.filter((column) => column.showOnInternationalSite);
  return [...columns];
}

export function copyrightLine(template: string, year: number): string {
  return interpolate(template, { year });
}

/** A general-information link's address: its page, or its document. */
export function generalInfoUrl(link: GeneralInfoLink): string | null {
  return link.url ?? link.pdf?.url ?? null;
}

