import { KITCHEN_ERROR_CODES, kitchenErrorCode } from './ticket-messages';

describe('kitchenErrorCode', () => {
  it('spells a message name in snake case after kitchen_', () => {
    expect(kitchenErrorCode('ticketAlreadyReady')).toBe('kitchen_ticket_already_ready');
  });

  it('gives every message its code', () => {
    expect(KITCHEN_ERROR_CODES).toEqual(['kitchen_ticket_not_found', 'kitchen_ticket_already_ready', 'kitchen_ticket_not_ready', 'kitchen_ticket_closed']);
  });
});
