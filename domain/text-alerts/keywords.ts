/**
 * What an inbound text asks, by the keywords carriers and the CTIA recognise (and their French and
 * Japanese forms): stop texting this number, start again, or help. Anything else asks nothing.
 */
export type InboundRequest = 'stop' | 'start' | 'help';

const KEYWORDS: Record<InboundRequest, readonly string[]> = {
  stop: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT', 'ARRET', 'ARRÊT', '停止', '配信停止'],
  start: ['START', 'UNSTOP', 'YES', 'SUBSCRIBE'],
  help: ['HELP', 'INFO', 'AIDE', 'ヘルプ'],
};

/** The request of a text's body: its one word, in any case and with spaces or punctuation around it. */
export function inboundRequest(body: string): InboundRequest | null {
  const word = body.trim().replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '').toUpperCase();
  for (const request of Object.keys(KEYWORDS) as InboundRequest[]) if (KEYWORDS[request].includes(word)) return request;
  return null;
}
