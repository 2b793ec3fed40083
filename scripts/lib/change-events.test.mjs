/**
 * The storefront hears back-office change events (node:test; tests/unit/script-tests.test.ts runs
 * this file inside `npm test`): an event published on Redis as the API publishes it reaches the
 * rendered app's caches (the shell's footer and navigation) at once. The Redis tests need a
 * real Redis: they run when TEST_REDIS_URL is set (.ci/run sets it).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { changeChannel, keysOfMessage, storefrontChanges, subscribeToChanges } from './change-events.mjs';

const quiet = { info() {}, warn() {} };

describe('change events', () => {
  it('are read on the channel under REDIS_KEY_PREFIX, the API default when unset', () => {
    assert.equal(changeChannel({}), 'hickory:changes');
    assert.equal(changeChannel({ REDIS_KEY_PREFIX: ' ' }), 'hickory:changes');
    assert.equal(changeChannel({ REDIS_KEY_PREFIX: 'eu:' }), 'eu:changes');
  });

  it('carry their keys as the API sends them, and anything else is ignored', () => {
    assert.deepEqual(keysOfMessage('{"keys":["stores","menus"],"from":"a"}'), ['stores', 'menus']);
    for (const message of ['', 'stores', '{"keys":"stores"}', '{"keys":[1]}', 'null']) assert.equal(keysOfMessage(message), null, message);
  });

  it('are not subscribed to without REDIS_URL', () => {
    assert.equal(subscribeToChanges({ REDIS_URL: '' }, () => {}, quiet), null);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('a storefront hearing change events through Redis', () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `hickory-test-${randomBytes(6).toString('hex')}:` };
    const publisher = new Redis(redisUrl);
    const closing = [];
    after(async () => {
      for (const close of closing) await close();
      await publisher.quit();
    });

    it('tells the rendered app\'s caches each event\'s keys at once, and that events are heard', async () => {
      const told = [];
      const listener = (keys) => told.push(keys);
      storefrontChanges().listeners.add(listener);
      closing.push(() => storefrontChanges().listeners.delete(listener));
      const heard = [];
      const changes = subscribeToChanges(env, (keys) => heard.push(keys), quiet);
      closing.push(() => changes.close());
      await changes.ready;
      assert.equal(storefrontChanges().heard, true);

      await publisher.publish(changeChannel(env), JSON.stringify({ keys: ['menus'], from: 'api-a' }));
      const started = Date.now();
      while (told.length === 0 && Date.now() - started < 2000) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual(told, [['menus']]);
      assert.deepEqual(heard, [['menus']]);
    });

    it('warns once when the subscription drops, subscribes again, and then drops everything', async () => {
      const own = { ...env, REDIS_KEY_PREFIX: `${env.REDIS_KEY_PREFIX}dropped:` };
      const warnings = [];
      const heard = [];
      const changes = subscribeToChanges(own, (keys) => heard.push(keys), { info() {}, warn: (line) => warnings.push(line) });
      closing.push(() => changes.close());
      await changes.ready;
      const clients = String(await publisher.client('LIST', 'TYPE', 'pubsub')).split('\n');
      const ids = clients.filter((line) => line.includes(` name=${changeChannel(own)}-storefront `)).map((line) => /\bid=(\d+)/.exec(line)[1]);
      assert.equal(ids.length, 1);
      await publisher.client('KILL', 'ID', ids[0]);
      const started = Date.now();
      while (!heard.includes('all') && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual(heard, ['all']);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0], /Change events are not heard/);
      await publisher.publish(changeChannel(own), JSON.stringify({ keys: ['stores'], from: 'api-a' }));
      while (heard.length < 2 && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual(heard, ['all', ['stores']]);
    });
  });
}
