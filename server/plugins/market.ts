/**
 * The market of a request, read once from the common headers:
 * `brand-id` (default 4), `country-alpha-2` (default US) and the locale of translated text
 * (`locale` query parameter, else the first Accept-Language tag, else English).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BRAND_ID } from '@/domain/constants';
import { DEFAULT_COUNTRY, parseCountryCode, type CountryCode, type LocaleTag } from '@/domain/markets';
import { BadRequestError } from '@/server/errors';
import { resolveLocale } from '@/server/locale';

/** The brands with records. */
export const KNOWN_BRAND_IDS: readonly number[] = [1, 3, 4];

export type RequestMarket = {
  brandId: number;
  /** The country of the `country-alpha-2` header: 'US', 'CA'. */
  country: CountryCode;
  /** The locale whose translations to serve: 'fr-ca'; the country's English when the request names none it has. */
  locale: LocaleTag;
};

declare module 'fastify' {
  interface FastifyRequest {
    market: RequestMarket;
  }
}

export function readMarket(request: Pick<FastifyRequest, 'headers' | 'query'>): RequestMarket {
  const brandId = readBrandId(header(request, 'brand-id'));
  const country = readCountry(header(request, 'country-alpha-2'));
  const query = (request.query ?? {}) as Record<string, unknown>;
  const queryLocale = typeof query.locale === 'string' ? query.locale : undefined;
  const locale = resolveLocale(queryLocale ?? header(request, 'accept-language'), country);
  return { brandId, country, locale };
}

function header(request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBrandId(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return BRAND_ID;
  const text = raw.trim();
  const id = /^\d{1,9}$/.test(text) ? Number.parseInt(text, 10) : NaN;
  if (!KNOWN_BRAND_IDS.includes(id)) throw new BadRequestError(`Unknown brand-id ${quoteShort(text)}`);
  return id;
}

function readCountry(raw: string | undefined): CountryCode {
  const text = raw?.trim() || DEFAULT_COUNTRY;
  const country = parseCountryCode(text);
  if (!country) throw new BadRequestError(`Unknown country-alpha-2 ${quoteShort(text)}`);
  return country;
}

function quoteShort(text: string): string {
  const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return /^\w+$/.test(short) ? short : `"${short}"`;
}

async function marketPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('market', null as unknown as RequestMarket);
  // preValidation: after the query string is parsed, before route schemas run, so a bad
  // brand-id answers 400 even when the query is also wrong.
  app.addHook('preValidation', async (request) => {
    request.market = readMarket(request);
  });
}

export default fp(marketPlugin, { name: 'hickory-market', fastify: '5.x' });
