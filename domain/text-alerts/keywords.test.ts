import { inboundRequest } from './keywords';

describe('inboundRequest', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop. ', 'stop'],
    ['Unsubscribe', 'stop'],
    ['arrêt', 'stop'],
    ['停止', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['help', 'help'],
    ['AIDE', 'help'],
    ['stop sending me texts please', null],
    ['Thanks!', null],
    ['', null],
  ])('%j asks %s', (body, expected) => {
    expect(inboundRequest(body)).toBe(expected);
  });
});
