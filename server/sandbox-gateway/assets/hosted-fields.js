/**
 * The sandbox processor's hosted card fields, in the frame (a plain browser script: the page has
 * no build step and the CSP allows only this file). It speaks domain/payments/hosted-fields.ts:
 *
 * - it trusts one parent origin, the one the server wrote on <body> (checked again here), posts
 *   only to it, and ignores every message from any other origin or window, or of another shape;
 * - it says `ready` with its height once loaded, and `resize` whenever that height changes;
 * - on `tokenize` it sends the three fields to its own server (/v1/tokens) and answers the
 *   request id with `tokenized`, `invalid` (errors shown inline, the first invalid field
 *   focused) or `failed` (the service did not answer);
 * - while the three values are unchanged since a card was tokenized, it answers that same card
 *   again without asking the server, so a resent payment is the same payment;
 * - as the diner types, the number shows in the groups printed on cards (fours; 4-6-5 for
 *   American Express) and the expiry as MM/YY (or MM/YYYY), the caret kept after the same digit. The server
 *   reads the digits, so the spaces and the slash change nothing it receives.
 */
(function hostedCardFields() {
  'use strict';

  /** Every message carries this tag (HOSTED_FIELDS_TAG). */
  var TAG = 'hosted-card-fields';
  var FIELDS = ['number', 'expiry', 'cvc'];
  var MAX_REQUEST_ID = 500;

  var body = document.body;
  var parentOrigin = readOrigin(body.getAttribute('data-parent-origin'));
  // Nothing runs for a parent the server did not name, or outside a frame.
  if (parentOrigin === null || window.parent === window) return;
  var locale = body.getAttribute('data-locale') || 'en';
  var unreachable = body.getAttribute('data-unreachable') || 'The card service could not be reached.';

  /** @type {Record<string, HTMLInputElement>} */
  var inputs = {};
  FIELDS.forEach(function (field) {
    var input = /** @type {HTMLInputElement | null} */ (document.getElementById(field));
    if (input) inputs[field] = input;
  });

  /** The answer for the values it was asked with: { key, promise } while asked, then kept once tokenized. */
  var lastAsk = null;

  /**
   * A bare origin (scheme://host[:port]) or null.
   * @param {string | null} value
   * @returns {string | null}
   */
  function readOrigin(value) {
    if (!value) return null;
    try {
      var url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? url.origin : null;
    } catch (error) {
      return null;
    }
  }

  /** @param {Record<string, unknown>} message */
  function post(message) {
    message.tag = TAG;
    window.parent.postMessage(message, parentOrigin);
  }

  function height() {
    return Math.ceil(document.documentElement.getBoundingClientRect().height);
  }

  /** @returns {{ number: string, expiry: string, cvc: string }} */
  function values() {
    return { number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value };
  }

  /** @param {string} field @param {string} message */
  function showError(field, message) {
    var input = inputs[field];
    var error = document.getElementById(field + '-error');
    if (!input || !error) return;
    error.textContent = message;
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }

  function clearErrors() {
    FIELDS.forEach(function (field) {
      showError(field, '');
    });
  }

  /**
   * Asks the server for a token. Resolves with { type: 'tokenized', card }, { type: 'invalid',
   * errors } or { type: 'failed' }; never rejects.
   */
  function requestToken(card) {
    return fetch('/v1/tokens?locale=' + encodeURIComponent(locale), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
      cache: 'no-store',
    })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (response.status === 200) {
            var tokenized = { token: answer.token, brand: answer.brand, last4: answer.last4, expMonth: answer.expMonth, expYear: answer.expYear };
            return { type: 'tokenized', card: tokenized };
          }
          if (response.status === 400 && Array.isArray(answer.fieldErrors) && answer.fieldErrors.length > 0) {
            var errors = answer.fieldErrors
              .filter(function (item) {
                return item && FIELDS.indexOf(item.field) !== -1 && typeof item.message === 'string';
              })
              .map(function (item) {
                return { field: item.field, message: item.message };
              });
            if (errors.length > 0) return { type: 'invalid', errors: errors };
          }
          return { type: 'failed' };
        });
      })
      .catch(function () {
        return { type: 'failed' };
      });
  }

  /** @param {string} requestId */
  function tokenize(requestId) {
    var card = values();
    var key = JSON.stringify(card);
    if (!lastAsk || lastAsk.key !== key) {
      clearErrors();
      lastAsk = { key: key, promise: requestToken(card) };
    }
    var ask = lastAsk;
    ask.promise.then(function (answer) {
      // An answer that is not a card is not kept: the next tokenize asks the server again.
      if (answer.type !== 'tokenized' && lastAsk === ask) lastAsk = null;
      if (answer.type === 'tokenized') {
        post({ type: 'tokenized', requestId: requestId, card: answer.card });
      } else if (answer.type === 'invalid') {
        clearErrors();
        answer.errors.forEach(function (error) {
          showError(error.field, error.message);
        });
        var first = inputs[answer.errors[0].field];
        if (first) first.focus();
        post({ type: 'invalid', requestId: requestId, errors: answer.errors });
      } else {
        post({ type: 'failed', requestId: requestId, message: unreachable });
      }
    });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.tag !== TAG || data.type !== 'tokenize') return;
    if (typeof data.requestId !== 'string' || data.requestId.length === 0 || data.requestId.length > MAX_REQUEST_ID) return;
    tokenize(data.requestId);
  });

  /**
   * Card digits in the groups printed on the card.
   * @param {string} digits
   */
  function groupNumber(digits) {
    var sizes = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
    var parts = [];
    var at = 0;
    for (var i = 0; i < sizes.length && at < digits.length; i += 1) {
      parts.push(digits.slice(at, at + sizes[i]));
      at += sizes[i];
    }
    return parts.join(' ');
  }

  /**
   * An expiry's digits as MM/YY (or MM/YYYY), the slash added once the month is complete.
   * @param {string} digits
   * @param {boolean} deleting
   */
  function expiryText(digits, deleting) {
    var month = digits.slice(0, 2);
    var year = digits.slice(2, 6);
    if (year) return month + '/' + year;
    return month.length === 2 && !deleting ? month + '/' : month;
  }

  /**
   * Rewrites the field's value with `format` of its digits, keeping the caret after the same digit.
   * @param {HTMLInputElement} input
   * @param {(digits: string) => string} format
   * @param {number} maxDigits
   */
  function reformat(input, format, maxDigits) {
    var before = input.value;
    var caret = typeof input.selectionStart === 'number' ? input.selectionStart : before.length;
    var digitsBefore = before.slice(0, caret).replace(/\D/g, '').length;
    var after = format(before.replace(/\D/g, '').slice(0, maxDigits));
    if (after === before) return;
    input.value = after;
    var position = 0;
    for (var seen = 0; position < after.length && seen < digitsBefore; position += 1) {
      if (/\d/.test(after.charAt(position))) seen += 1;
    }
    if (digitsBefore === after.replace(/\D/g, '').length) position = after.length;
    if (document.activeElement === input && typeof input.setSelectionRange === 'function') input.setSelectionRange(position, position);
  }

  FIELDS.forEach(function (field) {
    var input = inputs[field];
    if (!input) return;
    input.addEventListener('input', function (event) {
      var deleting = !!(event && typeof event.inputType === 'string' && event.inputType.indexOf('delete') === 0);
      if (field === 'number') reformat(input, groupNumber, 19);
      if (field === 'expiry') {
        reformat(
          input,
          function (digits) {
            return expiryText(digits, deleting);
          },
          6,
        );
      }
      if (input.getAttribute('aria-invalid') === 'true') showError(field, '');
    });
  });

  var lastHeight = height();
  post({ type: 'ready', height: lastHeight });
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(function () {
      var now = height();
      if (now === lastHeight) return;
      lastHeight = now;
      post({ type: 'resize', height: now });
    }).observe(document.documentElement);
  }
})();
