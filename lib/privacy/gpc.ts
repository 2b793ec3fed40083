/**
 * Global Privacy Control in the proxy: a page request whose browser sends `Sec-GPC: 1` is an
 * opt-out of the sale and sharing of personal information, with no form. When the browser holds
 * no opt-out yet, the answer sets the opt-out cookie, so the analytics layer (which reads it
 * before the first event) sends nothing that shares data, on this page and every later one.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { GPC_HEADER, isGpcSignal, isOptOutValue, PRIVACY_OPT_OUT_COOKIE } from '@/domain/privacy/opt-out';
import { optOutCookie } from './opt-out';

export function withGpcOptOut(request: NextRequest, response: NextResponse): NextResponse {
  if (!isGpcSignal(request.headers.get(GPC_HEADER))) return response;
  if (isOptOutValue(request.cookies.get(PRIVACY_OPT_OUT_COOKIE)?.value)) return response;
  response.headers.append('Set-Cookie', optOutCookie('gpc', request.nextUrl.protocol === 'https:'));
  return response;
}
