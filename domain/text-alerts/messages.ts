/**
 * The texts of refused text-alert requests and the code the API sends with each
 * (`text_alerts_…`); the checkout has a text for each code (textAlerts.error.<code>).
 */
export const TEXT_ALERT_MESSAGES = {
  off: 'Text alerts are not offered for this order',
  phoneInvalid: '"[phone]" is not a mobile number of [country] we can text',
  wordingChanged: 'The consent wording has changed since it was shown: read it again and confirm',
  orderClosed: 'Order [number] is already placed: text alerts are chosen at checkout',
  lateSettingInvalid: 'The running-late setting [field] is out of range: a grace of 0 to 240 minutes, a credit after more than the grace and at most 480 minutes, 1 to 100000 points, a coupon of 1% to 100%',
  adminsOnly: 'Only brand admins may change the running-late settings',
} as const;

export type TextAlertMessageName = keyof typeof TEXT_ALERT_MESSAGES;

type Snake<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}` : S;

export type TextAlertErrorCode = `text_alerts_${Snake<TextAlertMessageName>}`;

export function textAlertErrorCode(name: TextAlertMessageName): TextAlertErrorCode {
  return `text_alerts_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}` as TextAlertErrorCode;
}

export const TEXT_ALERT_ERROR_CODES: readonly TextAlertErrorCode[] = (Object.keys(TEXT_ALERT_MESSAGES) as TextAlertMessageName[]).map(textAlertErrorCode);
