/**
 * The storefront hears back-office change events (node:test; tests/unit/script-tests.test.ts runs
 * this file inside `npm test`): an event published on Redis as the API publishes it drops the page
 * cache, so a page kept for a minute is rendered again at the next request. The Redis tests need a
 * real Redis: they run when TEST_REDIS_URL is set (.ci/run sets it).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { after, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { changeChannel, keysOfMessage, subscribeToChanges } from './change-events.mjs';
import { createPageCache } from './page-cache.mjs';

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

    it('drops its page cache on an event, so a page kept for a minute is rendered again at once', async () => {
      let renders = 0;
      const render = (_req, res) => {
        renders += 1;
        res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' });
        res.end(`<p>brisket, render ${renders}</p>`);
      };
      const cache = createPageCache({ freshMs: 60_000, render });
      const heard = [];
      const changes = subscribeToChanges(env, (keys) => {
        heard.push(keys);
        cache.clear();
      }, quiet);
      closing.push(() => changes.close());
      const server = http.createServer((req, res) => void cache.handle(req, res));
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      closing.push(() => new Promise((resolve) => server.close(resolve)));
      const url = `http://127.0.0.1:${server.address().port}/locations/mesa`;
      await changes.ready;

      assert.equal(await (await fetch(url)).text(), '<p>brisket, render 1</p>');
      assert.equal(await (await fetch(url)).text(), '<p>brisket, render 1</p>');
      await publisher.publish(changeChannel(env), JSON.stringify({ keys: ['menus'], from: 'api-a' }));
      const started = Date.now();
      let body = '';
      while (Date.now() - started < 2000) {
        body = await (await fetch(url)).text();
        if (body === '<p>brisket, render 2</p>') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal(body, '<p>brisket, render 2</p>');
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
